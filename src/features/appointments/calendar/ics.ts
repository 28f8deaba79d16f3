import { DateTime } from "luxon"
import { HELSINKI } from "../../../domain/dates.ts"

/** One appointment as a calendar event: times as instants, texts in the patient's language. */
export interface CalendarEvent {
  /** Stable per appointment and not personal: the appointment id at the portal's host. */
  uid: string
  /** The start as an ISO instant (any offset). */
  start: string
  durationMinutes: number
  /** When the file was made (the injected clock), ms. */
  stampMs: number
  summary: string
  location: string
  description: string
  /** The appointment's own page in the portal. */
  url: string
}

const PRODID = "-//Patient portal//Appointments//FI"

// RFC 5545 §3.6.5: Europe/Helsinki with the EU rule (since 1996 summer time begins at 01:00 UTC on the last
// Sunday of March and ends at 01:00 UTC on the last Sunday of October). DTSTART is an occurrence of each rule, in
// the local time before the change.
const HELSINKI_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${HELSINKI}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0300",
  "TZNAME:EEST",
  "DTSTART:19960331T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0200",
  "TZNAME:EET",
  "DTSTART:19961027T040000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
]

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
}

const encoder = new TextEncoder()

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded with CRLF and one space; a fold never splits a
 * UTF-8 character (ä, ö, å are two octets).
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ""
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // the first line holds 75 octets; a continuation line's leading space takes one of its 75
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ""
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join("\r\n ")
}

function localTime(instant: DateTime): string {
  return instant.setZone(HELSINKI).toFormat("yyyyMMdd'T'HHmmss")
}

function utcTime(instant: DateTime): string {
  return instant.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")
}

/** An .ics file (RFC 5545) of one appointment: the time in Europe/Helsinki, lines folded, CRLF line ends. */
export function appointmentIcs(event: CalendarEvent): string {
  const start = DateTime.fromISO(event.start, { setZone: true })
  if (!start.isValid) throw new Error("appointmentIcs: the start is not an ISO instant")
  const end = start.plus({ minutes: event.durationMinutes })
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...HELSINKI_TIMEZONE,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcTime(DateTime.fromMillis(event.stampMs))}`,
    `DTSTART;TZID=${HELSINKI}:${localTime(start)}`,
    `DTEND;TZID=${HELSINKI}:${localTime(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // URI values are not TEXT: no escaping (RFC 5545 §3.8.4.6)
    `URL:${event.url}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ]
  return lines.map(foldLine).join("\r\n") + "\r\n"
}
