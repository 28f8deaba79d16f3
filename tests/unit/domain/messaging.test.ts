import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  ATTACHMENTS_MAX_TOTAL_BYTES,
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_EXTENSIONS,
  SUBJECT_MAX_LENGTH,
  attachmentDate,
  attachmentItemType,
  checkSelection,
  ATTACHMENTS_MAX_COUNT,
  clampPage,
  contentTypeOf,
  currentAbsence,
  dayKindOf,
  extensionOf,
  fileRejection,
  groupByDay,
  isAllowedContentType,
  isAllowedExtension,
  isReplySendable,
  isThreadReadBy,
  newConversationBlockers,
  pageCount,
  paginationWindow,
  soleCustomerCheck,
  subjectLength,
  threadTitleOf,
  type PaginationEntry,
  messagePreview,
  MESSAGE_PREVIEW_LENGTH,
} from "../../../src/domain/messaging.ts"
import { FILE_TYPES } from "../../../src/domain/fileTypes.ts"

const ME = "user-me"

describe("the read rule (spec §4)", () => {
  const base = { userId: ME, lastMessageCreated: "2026-11-20T10:00:00+02:00" }

  it("a thread with no messages counts as read", () => {
    expect(isThreadReadBy({ userId: ME, readStatus: [], lastMessageCreated: undefined })).toBe(true)
  })

  it("unread without a read mark of this user; another user's mark does not count", () => {
    expect(isThreadReadBy({ ...base, readStatus: [] })).toBe(false)
    expect(
      isThreadReadBy({ ...base, readStatus: [{ readBy: "other", readAt: "2026-11-21T10:00:00+02:00" }] }),
    ).toBe(false)
  })

  it("read at or after the last message, in any offset", () => {
    expect(isThreadReadBy({ ...base, readStatus: [{ readBy: ME, readAt: "2026-11-20T08:00:00Z" }] })).toBe(
      true,
    )
    expect(isThreadReadBy({ ...base, readStatus: [{ readBy: ME, readAt: "2026-11-20T07:59:59Z" }] })).toBe(
      false,
    )
  })

  it("the assignment time counts only when the user is the current assignee", () => {
    const readStatus = [{ readBy: ME, readAt: "2026-11-20T11:00:00+02:00" }]
    const assigned = "2026-11-20T12:00:00+02:00"
    expect(isThreadReadBy({ ...base, readStatus, currentAssignment: { assigneeId: "pro", assigned } })).toBe(
      true,
    )
    expect(isThreadReadBy({ ...base, readStatus, currentAssignment: { assigneeId: ME, assigned } })).toBe(
      false,
    )
  })

  it("the professionals' timestamp counts", () => {
    const readStatus = [{ readBy: ME, readAt: "2026-11-20T11:00:00+02:00" }]
    expect(isThreadReadBy({ ...base, readStatus, professionalsTimestamp: "2026-11-20T11:00:00+02:00" })).toBe(
      true,
    )
    expect(isThreadReadBy({ ...base, readStatus, professionalsTimestamp: "2026-11-20T11:00:01+02:00" })).toBe(
      false,
    )
  })

  it("is read exactly when the latest read is at or after the latest of the times (property)", () => {
    const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) })
    fc.assert(
      fc.property(instant, fc.array(instant, { maxLength: 3 }), fc.option(instant), (last, reads, pro) => {
        const iso = (ms: number) => new Date(ms).toISOString()
        const read = isThreadReadBy({
          userId: ME,
          lastMessageCreated: iso(last),
          readStatus: reads.map((ms) => ({ readBy: ME, readAt: iso(ms) })),
          professionalsTimestamp: pro === null ? undefined : iso(pro),
        })
        const latest = Math.max(last, pro ?? last)
        expect(read).toBe(reads.length > 0 && Math.max(...reads) >= latest)
      }),
    )
  })
})

describe("attachments (spec §3, §5)", () => {
  it("has the spec's extensions and content types, and the extensions of the types it allows without naming them", () => {
    const SPEC_EXTENSIONS = "pdf rtf ods odt pptx xlsx docx gif jpeg jpg jpe png tif tiff csv txt text".split(
      " ",
    )
    expect(new Set(ATTACHMENT_EXTENSIONS)).toEqual(new Set([...SPEC_EXTENSIONS, "doc", "xls", "ppt", "dotx"]))
    expect(ATTACHMENT_CONTENT_TYPES).toEqual(FILE_TYPES.map((type) => type.contentType))
    expect(ATTACHMENT_CONTENT_TYPES).toHaveLength(18)
  })

  it("checks extensions and types case-insensitively, types without parameters", () => {
    expect(extensionOf("Kuva.JPG")).toBe("jpg")
    expect(extensionOf("README")).toBe("")
    expect(isAllowedExtension("tulokset.PDF")).toBe(true)
    expect(isAllowedExtension("ohje.Text")).toBe(true)
    expect(isAllowedExtension("ohjelma.exe")).toBe(false)
    expect(isAllowedExtension("pdf")).toBe(false)
    expect(isAllowedExtension("kuva.png.exe")).toBe(false)
    expect(isAllowedContentType("Application/PDF; charset=binary")).toBe(true)
    expect(isAllowedContentType("image/svg+xml")).toBe(false)
    expect(isAllowedContentType("text/html")).toBe(false)
  })

  it("takes the extension's usual type when the browser gives none", () => {
    expect(contentTypeOf({ name: "a.jpe", type: "" })).toBe("image/jpeg")
    expect(contentTypeOf({ name: "a.text", type: "" })).toBe("text/plain")
    expect(contentTypeOf({ name: "a.exe", type: "" })).toBe("")
    // Windows names a .csv an Excel sheet and an .rtf a Word document where Office is installed: sent as named
    expect(contentTypeOf({ name: "a.csv", type: "application/vnd.ms-excel" })).toBe("text/csv")
    expect(contentTypeOf({ name: "a.rtf", type: "application/msword" })).toBe("application/rtf")
    expect(contentTypeOf({ name: "a.rtf", type: "text/rtf" })).toBe("text/rtf")
    expect(contentTypeOf({ name: "Muistio.DOC", type: "application/msword" })).toBe("application/msword")
    for (const extension of ATTACHMENT_EXTENSIONS) {
      expect(isAllowedContentType(contentTypeOf({ name: `f.${extension}`, type: "" }))).toBe(true)
    }
  })

  it("refuses a wrong extension first, then a wrong type, then a type that is not the extension's", () => {
    expect(fileRejection({ name: "x.exe", size: 1, type: "application/pdf" })).toBe("extension")
    expect(fileRejection({ name: "x.pdf", size: 1, type: "text/html" })).toBe("contentType")
    expect(fileRejection({ name: "tulokset.pdf", size: 1, type: "text/plain" })).toBe("mismatch")
    expect(fileRejection({ name: "kuva.jpg", size: 1, type: "image/png" })).toBe("mismatch")
    expect(fileRejection({ name: "x.pdf", size: 1, type: "application/pdf" })).toBeUndefined()
    expect(fileRejection({ name: "x.pdf", size: 1, type: "" })).toBeUndefined()
    expect(fileRejection({ name: "taulukko.csv", size: 1, type: "application/vnd.ms-excel" })).toBeUndefined()
    for (const [name, type] of [
      ["kirje.doc", "application/msword"],
      ["taulukko.XLS", "application/vnd.ms-excel"],
      ["esitys.ppt", "application/vnd.ms-powerpoint"],
    ]) {
      expect(fileRejection({ name: name!, size: 1, type: type! }), name).toBeUndefined()
    }
  })

  it("the item type is image for jpg, jpeg and png names, binary otherwise", () => {
    expect(attachmentItemType("a.JPG")).toBe("image")
    expect(attachmentItemType("a.jpeg")).toBe("image")
    expect(attachmentItemType("a.png")).toBe("image")
    expect(attachmentItemType("a.gif")).toBe("binary")
    expect(attachmentItemType("a.jpe")).toBe("binary")
    expect(attachmentItemType("a.pdf")).toBe("binary")
  })

  it("allows a total of exactly 9437184 bytes, with what is already chosen, and refuses one byte more", () => {
    const file = (size: number) => ({ name: "a.pdf", size, type: "application/pdf" })
    expect(checkSelection([file(ATTACHMENTS_MAX_TOTAL_BYTES)]).tooLarge).toBe(false)
    expect(checkSelection([file(ATTACHMENTS_MAX_TOTAL_BYTES + 1)]).tooLarge).toBe(true)
    expect(checkSelection([file(4_000_000), file(4_000_000)], 1_437_184)).toMatchObject({
      tooLarge: false,
      accepted: [0, 1],
    })
    expect(checkSelection([file(4_000_000), file(4_000_000)], 1_437_185)).toMatchObject({
      tooLarge: true,
      accepted: [],
    })
  })

  it("refused files do not count towards the total, and are named in the selection", () => {
    const check = checkSelection([
      { name: "huge.exe", size: ATTACHMENTS_MAX_TOTAL_BYTES, type: "application/octet-stream" },
      { name: "a.txt", size: 10, type: "text/plain" },
      { name: "b.pdf", size: 10, type: "text/html" },
    ])
    expect(check).toEqual({
      accepted: [1],
      rejected: [
        { index: 0, reason: "extension" },
        { index: 2, reason: "contentType" },
      ],
      tooLarge: false,
    })
  })

  it("keeps the first 10 files of a message and refuses the rest one by one, counting those already chosen", () => {
    const file = (name: string) => ({ name, size: 10, type: "text/plain" })
    const twelve = Array.from({ length: 12 }, (_, index) => file(`f${index}.txt`))
    expect(checkSelection(twelve)).toMatchObject({
      accepted: [...Array(ATTACHMENTS_MAX_COUNT).keys()],
      rejected: [
        { index: 10, reason: "tooMany" },
        { index: 11, reason: "tooMany" },
      ],
    })
    // 8 chosen already: two more fit; a file of a wrong type neither fits nor takes a place
    expect(checkSelection([file("a.txt"), file("b.exe"), file("c.txt"), file("d.txt")], 80, 8)).toMatchObject(
      {
        accepted: [0, 2],
        rejected: [
          { index: 1, reason: "extension" },
          { index: 3, reason: "tooMany" },
        ],
        tooLarge: false,
      },
    )
  })

  it("dates an upload by the Helsinki day", () => {
    expect(attachmentDate("2026-11-23T22:30:00Z")).toBe("2026-11-24")
    expect(attachmentDate("2026-11-23T21:59:59Z")).toBe("2026-11-23")
  })
})

describe("subject and message (spec §5)", () => {
  it("counts characters as people do", () => {
    expect(subjectLength("Hyvää päivää 👋")).toBe(14)
  })

  it("needs a subject and a message after trimming, the subject at most 70 characters", () => {
    expect(newConversationBlockers("", "")).toEqual(["subjectEmpty", "messageEmpty"])
    expect(newConversationBlockers("   ", "viesti")).toEqual(["subjectEmpty"])
    expect(newConversationBlockers("Aihe", " \n ")).toEqual(["messageEmpty"])
    expect(newConversationBlockers("x".repeat(SUBJECT_MAX_LENGTH), "viesti")).toEqual([])
    expect(newConversationBlockers(` ${"x".repeat(SUBJECT_MAX_LENGTH)} `, "viesti")).toEqual([])
    expect(newConversationBlockers("x".repeat(SUBJECT_MAX_LENGTH + 1), "viesti")).toEqual(["subjectTooLong"])
  })

  it("a reply needs text or an attachment", () => {
    expect(isReplySendable("  ", 0)).toBe(false)
    expect(isReplySendable("  ", 1)).toBe(true)
    expect(isReplySendable("kiitos", 0)).toBe(true)
  })
})

describe("days in Helsinki (spec §2)", () => {
  const at = "2026-03-29T10:00:00+03:00" // the day summer time starts

  it("today, yesterday by the Helsinki calendar, other days as dates", () => {
    expect(dayKindOf("2026-03-29", at)).toBe("today")
    expect(dayKindOf("2026-03-28", at)).toBe("yesterday")
    expect(dayKindOf("2026-03-27", at)).toBe("date")
    expect(dayKindOf("2026-03-30", at)).toBe("date")
  })

  it("groups messages by their Helsinki day, oldest first, whatever offset they come in", () => {
    const messages = [
      { id: "c", created: "2026-03-29T06:00:00+03:00" },
      { id: "a", created: "2026-03-27T21:30:00Z" }, // 23:30 Helsinki, the 27th
      { id: "b", created: "2026-03-27T22:30:00Z" }, // 00:30 Helsinki, the 28th
      { id: "d", created: "2026-03-28T23:00:00+02:00" },
    ]
    const groups = groupByDay(messages, (message) => message.created, at)
    expect(groups.map((group) => [group.key, group.kind, group.items.map((item) => item.id)])).toEqual([
      ["2026-03-27", "date", ["a"]],
      ["2026-03-28", "yesterday", ["b", "d"]],
      ["2026-03-29", "today", ["c"]],
    ])
    expect(groups[0]!.date.toISODate()).toBe("2026-03-27")
    expect(groups[0]!.date.zoneName).toBe("Europe/Helsinki")
  })

  it("groups nothing into no days", () => {
    expect(groupByDay([], () => "", at)).toEqual([])
  })
})

describe("pages (spec §2, §9)", () => {
  const show = (entries: PaginationEntry[]) =>
    entries.map((entry) => (entry.kind === "gap" ? "…" : String(entry.page))).join(" ")

  it("10 a page, at least one page", () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(10)).toBe(1)
    expect(pageCount(11)).toBe(2)
    expect(pageCount(12)).toBe(2)
    expect(pageCount(101)).toBe(11)
  })

  it("clamps a page from the URL into the pages there are", () => {
    expect(clampPage(Number.NaN, 3)).toBe(1)
    expect(clampPage(0, 3)).toBe(1)
    expect(clampPage(2.7, 3)).toBe(2)
    expect(clampPage(9, 3)).toBe(3)
    expect(clampPage(1, 0)).toBe(1)
  })

  it("shows first, last and a window around the current page, with dots", () => {
    expect(show(paginationWindow(1, 1))).toBe("1")
    expect(show(paginationWindow(1, 2))).toBe("1 2")
    expect(show(paginationWindow(1, 5))).toBe("1 2 … 5")
    expect(show(paginationWindow(5, 10))).toBe("1 … 4 5 6 … 10")
    expect(show(paginationWindow(10, 10))).toBe("1 … 9 10")
    expect(show(paginationWindow(3, 10))).toBe("1 2 3 4 … 10")
    expect(show(paginationWindow(4, 7))).toBe("1 2 3 4 5 6 7")
    expect(show(paginationWindow(5, 10, 2))).toBe("1 2 3 4 5 6 7 … 10")
  })

  it("always has first, last and current, increasing, and dots never stand for one page (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (pages, raw) => {
        const current = ((raw - 1) % pages) + 1
        const entries = paginationWindow(current, pages)
        const numbers = entries.flatMap((entry) => (entry.kind === "page" ? [entry.page] : []))
        expect(numbers).toContain(1)
        expect(numbers).toContain(pages)
        expect(numbers).toContain(current)
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b))
        entries.forEach((entry, index) => {
          if (entry.kind !== "gap") return
          const before = entries[index - 1]
          const after = entries[index + 1]
          if (before?.kind !== "page" || after?.kind !== "page") throw new Error("a gap between pages")
          expect(after.page - before.page).toBeGreaterThan(2)
        })
      }),
    )
  })
})

describe("titles, participants and absences", () => {
  it("falls back when a title is missing or blank", () => {
    expect(threadTitleOf("Univaikeudet")).toEqual({ kind: "title", text: "Univaikeudet" })
    expect(threadTitleOf(null)).toEqual({ kind: "fallback" })
    expect(threadTitleOf("  ")).toEqual({ kind: "fallback" })
  })

  it("expects exactly one customer participant, this user", () => {
    const pro = { id: "p1", userType: "ProfessionalUser" }
    const me = { id: ME, userType: "CustomerUser" }
    expect(soleCustomerCheck([pro, me], ME)).toBe("ok")
    expect(soleCustomerCheck([pro], ME)).toBe("noCustomer")
    expect(soleCustomerCheck([me, { id: "c2", userType: "CustomerUser" }], ME)).toBe("severalCustomers")
    expect(soleCustomerCheck([{ id: "c2", userType: "CustomerUser" }], ME)).toBe("otherCustomer")
  })

  it("finds the absence in force on the Helsinki day, first and last day included", () => {
    const absences = [
      { startDate: "2026-11-20", endDate: "2026-11-27" },
      { startDate: "2026-12-20", endDate: "2026-12-27" },
    ]
    expect(currentAbsence(absences, "2026-11-19T21:59:59Z")).toBeUndefined() // 23:59 on the 19th
    expect(currentAbsence(absences, "2026-11-19T22:00:00Z")).toEqual(absences[0]) // 00:00 on the 20th
    expect(currentAbsence(absences, "2026-11-27T21:59:59Z")).toEqual(absences[0])
    expect(currentAbsence(absences, "2026-11-27T22:00:00Z")).toBeUndefined()
    expect(currentAbsence([], "2026-11-24T10:00:00Z")).toBeUndefined()
  })
})

describe("messagePreview", () => {
  it("keeps a short message whole, with its white space folded", () => {
    expect(messagePreview("  Hei!\n\nKiitos   vastauksesta. ")).toBe("Hei! Kiitos vastauksesta.")
    expect(messagePreview("x".repeat(MESSAGE_PREVIEW_LENGTH))).toBe("x".repeat(MESSAGE_PREVIEW_LENGTH))
  })
  it("cuts a long one at a word boundary within the length, with an ellipsis", () => {
    const words = "Polvi on turvonnut juoksulenkin jälkeen ja kipu jatkuu portaissa. ".repeat(5)
    const preview = messagePreview(words)
    expect(preview.endsWith("…")).toBe(true)
    expect(preview.length).toBeLessThanOrEqual(MESSAGE_PREVIEW_LENGTH + 1)
    expect(words.startsWith(preview.slice(0, -1))).toBe(true)
    expect(preview.at(-2)).not.toBe(" ")
  })
  it("cuts one very long word at the length", () => {
    expect(messagePreview("a".repeat(300))).toBe(`${"a".repeat(MESSAGE_PREVIEW_LENGTH)}…`)
  })
})
