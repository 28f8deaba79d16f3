// An .ics file as a calendar reads it, through ical.js (Mozilla's maintained iCalendar parser), plus the RFC 5545
// rules of the file's form that a lenient parser lets pass: CRLF line ends and lines of at most 75 octets.
import ICAL from "ical.js"

export interface ParsedEvent {
  version: string
  prodid: string
  calscale: string
  uid: string
  /** DTSTAMP as epoch ms (UTC). */
  stampMs: number
  tzid: string
  /** The start's wall-clock time in its own zone: "2027-03-28T10:00:00". */
  startLocal: string
  endLocal: string
  /** The instants, through the file's own VTIMEZONE. */
  startMs: number
  endMs: number
  summary: string
  location: string
  description: string
  url: string
}

/** The form rules: every line ends in CRLF, no line is longer than 75 octets. */
export function formProblems(text: string): string[] {
  const problems: string[] = []
  if (!text.endsWith("\r\n")) problems.push("the file does not end in CRLF")
  if (/(?<!\r)\n/.test(text)) problems.push("a line ends in a bare LF")
  for (const line of text.split("\r\n")) {
    const octets = new TextEncoder().encode(line).length
    if (octets > 75) problems.push(`a line of ${octets} octets: ${line}`)
  }
  return problems
}

function localOf(time: ICAL.Time): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0")
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`
}

/** Parses a one-event calendar; the file's VTIMEZONE is what turns its local times into instants. */
export function parseIcs(text: string): ParsedEvent {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zoneComponent = calendar.getFirstSubcomponent("vtimezone")
  if (!zoneComponent) throw new Error("the calendar has no VTIMEZONE")
  const vevent = calendar.getFirstSubcomponent("vevent")
  if (!vevent) throw new Error("the calendar has no VEVENT")
  const event = new ICAL.Event(vevent)
  const start = event.startDate
  const end = event.endDate
  // ical.js finds a TZID's zone in the file's own VTIMEZONE: the instants below follow the file's rules
  const tzid = String(vevent.getFirstProperty("dtstart")?.getParameter("tzid") ?? "")
  const zoneId = String(zoneComponent.getFirstPropertyValue("tzid"))
  for (const time of [start, end])
    if (time.zone?.tzid !== zoneId)
      throw new Error(`a time is in ${time.zone?.tzid}, not in the file's ${zoneId}`)
  const stamp = vevent.getFirstPropertyValue("dtstamp") as ICAL.Time
  return {
    version: String(calendar.getFirstPropertyValue("version")),
    prodid: String(calendar.getFirstPropertyValue("prodid")),
    calscale: String(calendar.getFirstPropertyValue("calscale")),
    uid: event.uid,
    stampMs: stamp.toUnixTime() * 1000,
    tzid,
    startLocal: localOf(start),
    endLocal: localOf(end),
    startMs: start.toUnixTime() * 1000,
    endMs: end.toUnixTime() * 1000,
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: String(vevent.getFirstPropertyValue("url")),
  }
}
