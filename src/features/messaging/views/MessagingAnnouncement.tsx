import { observer } from "mobx-react-lite"
import { Announcement } from "../../../kit/ui/markdown/Announcement.tsx"
import { useMessagingArea } from "./useMessagingArea.ts"

/** spec §3: the customer messaging info (heading and markdown), when active. */
export const MessagingAnnouncement = observer(function MessagingAnnouncement() {
  const { announcement } = useMessagingArea().access
  if (!announcement) return null
  return (
    <Announcement
      heading={announcement.heading ?? ""}
      description={announcement.description ?? ""}
      announcementType={announcement.announcementType}
    />
  )
})
