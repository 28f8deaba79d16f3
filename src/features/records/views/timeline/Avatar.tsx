import { avatarInitials, serviceIcon } from "../../../../domain/records.ts"
import type { TimelineItem } from "../../store/area.ts"
import { ServiceIcon } from "./ServiceIcon.tsx"
import "../records.css"

/**
 * spec §2 'Lists and summaries': a person's initials (the first letter of each word of the name), or the icon a
 * service's name picks by its keywords. Decorative: the row names the person or the service in words.
 */
export function Avatar({ avatar }: { avatar: TimelineItem["avatar"] }) {
  if (avatar.type === "person") {
    return (
      <span className="record-avatar" data-kind="person" aria-hidden="true">
        {avatarInitials(avatar.name)}
      </span>
    )
  }
  return (
    <span className="record-avatar" data-kind="service" aria-hidden="true">
      <ServiceIcon name={serviceIcon(avatar.name)} />
    </span>
  )
}
