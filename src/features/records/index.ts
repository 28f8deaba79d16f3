// What other features may use of the records views (the front page's summaries): the timeline rows and the
// referral validity in words. The pages themselves load by route (targets/portal/pages/records.ts).
export { TimelineList, TimelineRow } from "./views/timeline/TimelineRow.tsx"
export { Avatar } from "./views/timeline/Avatar.tsx"
export { ServiceIcon } from "./views/timeline/ServiceIcon.tsx"
