// The messaging rules the sandbox enforces on what a customer sends (spec messaging-records-payments §5, §9).
// The app checks the same rules in its forms; the server checks them again because any client can call it.
import { fileTypeOf, nameMatchesType } from "../../src/domain/fileTypes.ts"
import {
  ATTACHMENT_EXTENSIONS,
  attachmentItemType,
  isAllowedExtension,
} from "../../src/domain/messagingAttachments.ts"
import {
  answersJsonProblems,
  SURVEY_ANSWER_MAX_LENGTH,
  SURVEY_ANSWERS_MAX_LENGTH,
  type AnswersProblem,
} from "../../src/domain/surveyAnswers.ts"
import { hasRefusedCharacters, MESSAGE_CONTENT_MAX_LENGTH } from "../../src/domain/text.ts"

// spec §5: the attachment rules and the file-type table are the portal's (src/domain)
export {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENTS_MAX_COUNT,
  ATTACHMENTS_MAX_TOTAL_BYTES,
  mediaTypeEssence,
} from "../../src/domain/messagingAttachments.ts"

// spec §9: subject at most 70 characters
export const SUBJECT_MAX_LENGTH = 70
// spec §9: pagination limit 9999 for threads, messages and absences
export const PAGINATION_MAX_LIMIT = 9999

export interface Issue {
  /** Where in the arguments, e.g. "title" or "message.attachments.0.fileName". */
  path: string
  message: string
}

export interface PaginationArgs {
  limit: number
  offset: number
  sortOrder: "asc" | "desc"
}

/** spec §3: image for jpg, jpeg or png names, binary otherwise. */
export const attachmentType = attachmentItemType

export function paginationIssues(pagination: PaginationArgs, path = "pagination"): Issue[] {
  const issues: Issue[] = []
  if (pagination.limit < 1 || pagination.limit > PAGINATION_MAX_LIMIT) {
    issues.push({ path: `${path}.limit`, message: `must be from 1 to ${PAGINATION_MAX_LIMIT}` })
  }
  if (pagination.offset < 0) issues.push({ path: `${path}.offset`, message: "must be 0 or more" })
  return issues
}

/** spec §5: the subject is non-empty after trimming and at most 70 characters. */
export function subjectIssues(title: string): Issue[] {
  const trimmed = title.trim()
  if (trimmed === "") return [{ path: "title", message: "must not be empty" }]
  if ([...trimmed].length > SUBJECT_MAX_LENGTH) {
    return [{ path: "title", message: `must be at most ${SUBJECT_MAX_LENGTH} characters` }]
  }
  if (hasRefusedCharacters(title, { multiLine: false }))
    return [{ path: "title", message: REFUSED_CHARACTERS }]
  return []
}

const REFUSED_CHARACTERS = "must not contain control characters or bidirectional overrides"

/**
 * spec §5: a new conversation's message is non-empty after trimming; a reply needs text or at least one
 * attachment. Customers send no questionnaire invitations (the contract: professionals send these).
 */
export function messageIssues(
  message: { content: string; attachments: readonly unknown[]; questionnaireInvitations: readonly unknown[] },
  path: string,
  options: { attachmentsReplaceText: boolean },
): Issue[] {
  const issues: Issue[] = []
  if ([...message.content].length > MESSAGE_CONTENT_MAX_LENGTH) {
    issues.push({
      path: `${path}.content`,
      message: `must be at most ${MESSAGE_CONTENT_MAX_LENGTH} characters`,
    })
  }
  if (hasRefusedCharacters(message.content, { multiLine: true })) {
    issues.push({ path: `${path}.content`, message: REFUSED_CHARACTERS })
  }
  const empty = message.content.trim() === ""
  if (empty && !(options.attachmentsReplaceText && message.attachments.length > 0)) {
    issues.push({
      path: `${path}.content`,
      message: options.attachmentsReplaceText
        ? "must not be empty when the message has no attachments"
        : "must not be empty",
    })
  }
  if (message.questionnaireInvitations.length > 0) {
    issues.push({
      path: `${path}.questionnaireInvitations`,
      message: "customers send no questionnaire invitations",
    })
  }
  return issues
}

/**
 * One attachment's name and declared content type (spec §5): an allowed extension, an allowed type, and the name's
 * extension one of the type's (the file-type table), so no file is named as something it is not.
 */
export function attachmentIssues(
  attachment: { fileName: string; contentType: string },
  path: string,
): Issue[] {
  const issues: Issue[] = []
  const { fileName, contentType } = attachment
  if (hasRefusedCharacters(fileName, { multiLine: false })) {
    issues.push({ path: `${path}.fileName`, message: REFUSED_CHARACTERS })
  }
  const extensionAllowed = isAllowedExtension(fileName)
  if (!extensionAllowed) {
    issues.push({
      path: `${path}.fileName`,
      message: `must end in one of .${ATTACHMENT_EXTENSIONS.join(", .")}`,
    })
  }
  const type = fileTypeOf(contentType)
  if (!type) {
    issues.push({ path: `${path}.contentType`, message: "is not an allowed attachment type" })
  } else if (extensionAllowed && !nameMatchesType(fileName, contentType)) {
    issues.push({
      path: `${path}.fileName`,
      message: `must end in .${type.extensions.join(" or .")} for ${type.contentType}`,
    })
  }
  return issues
}

const ANSWERS_PROBLEMS: Record<AnswersProblem["problem"], string> = {
  tooLong: `must be at most ${SURVEY_ANSWER_MAX_LENGTH} characters`,
  refusedCharacters: REFUSED_CHARACTERS,
  notAnAnswer: "must be text, a number or a list of them",
  notJson: "must be one JSON string",
  notAnObject: "must be a JSON object of answers by question name",
}

/**
 * Questionnaire answers, one JSON string (spec §5): at most SURVEY_ANSWERS_MAX_LENGTH characters, an object of
 * answers by question name, each text, a number or a list of them, under the free-text rule and its length.
 */
export function answersIssues(answers: string, path: string): Issue[] {
  return answersJsonProblems(answers).map((problem) =>
    problem.name === undefined
      ? {
          path,
          message:
            problem.problem === "tooLong"
              ? `must be at most ${SURVEY_ANSWERS_MAX_LENGTH} characters in all`
              : ANSWERS_PROBLEMS[problem.problem],
        }
      : { path: `${path}.${problem.name}`, message: ANSWERS_PROBLEMS[problem.problem] },
  )
}
