// generated from contracts/messaging.graphql and contracts/messaging/*.graphql by npm run generate; do not edit

/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] }
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never }
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core"
/** How an announcement is styled. */
export type AnnouncementType = "info" | "notification" | "success" | "warning"

/**
 * A file uploaded through createAttachmentUpload. Spec: together at most 9437184 bytes (9 MiB), with one of the
 * allowed extensions and content types: the file-type table of openapi.yaml (requestBodies, UploadedFile), which the
 * upload's PUT checks the file's first bytes by.
 */
export type AttachmentInput = {
  /** The type the file was uploaded with. */
  contentType: string
  /**
   * The file's name as the customer chose it, shown to the care team: no control characters or bidirectional
   * overrides (U+202E would show 'fdp.exe' as 'exe.pdf'), and ending in one of contentType's extensions in the
   * file-type table (a text/plain file is not 'tulokset.pdf').
   */
  fileName: string
  key: string
}

/** How the app shows an item among a message's attachments. */
export type AttachmentType =
  /** Any other file. */
  | "binary"
  /** A jpg, jpeg or png file. */
  | "image"
  /** A questionnaire invitation. */
  | "questionnaire"

export type MessageInput = {
  /**
   * At most 10 files (inferred, a proposal: the spec gives no count; the portal's attachment field keeps the first
   * 10 and says why it refuses the rest); more is a BAD_USER_INPUT error naming the field.
   */
  attachments?: Array<AttachmentInput>
  /**
   * Non-empty after trimming, unless the message has attachments; at most 10000 characters; no control characters
   * but tab, line feed and carriage return, and no bidirectional overrides or isolates (U+202A-U+202E,
   * U+2066-U+2069). Otherwise a BAD_USER_INPUT error names the field.
   */
  content: string
  /** Questionnaire invitation ids; professionals send these, customers send none. */
  questionnaireInvitations?: Array<string | number>
}

export type MessagingUserType = "CustomerUser" | "HrUser" | "ProfessionalUser"

/**
 * Which part of a list to return. Spec: the app asks for at most 9999 items (threads, messages, absences), and for
 * the latest message only with limit 1, sortOrder desc.
 */
export type PaginationInput = {
  /**
   * 1 to the largest the list's `pagination` argument declares: 9999 for each list here (over it, a request
   * error MAX_LIMIT_EXCEEDED).
   */
  limit: number
  offset?: number
  /** By creation time; desc puts the latest first. */
  sortOrder?: SortOrder
}

export type SortOrder = "asc" | "desc"

export type ThreadType = "customer" | "hr" | "supervisor"

export type AnswerQuestionnaireMutationVariables = Exact<{
  questionnaireInvitationId: string | number
  answers: string
}>

export type AnswerQuestionnaireMutation = {
  answerQuestionnaire: {
    id: string
    answeredAt: string | null
    questionnaireAnswers: { answers: string } | null
  }
}

export type AttachmentDownloadUrlQueryVariables = Exact<{
  id: string | number
}>

export type AttachmentDownloadUrlQuery = { attachmentDownloadUrl: string }

export type CreateAttachmentUploadMutationVariables = Exact<{ [key: string]: never }>

export type CreateAttachmentUploadMutation = { createAttachmentUpload: { key: string; url: string } }

export type CustomerMessagingInfoQueryVariables = Exact<{ [key: string]: never }>

export type CustomerMessagingInfoQuery = {
  customerMessagingInfo: {
    active: boolean
    heading: string | null
    description: string | null
    announcementType: AnnouncementType
  }
}

export type MarkAsReadMutationVariables = Exact<{
  threadId: string | number
}>

export type MarkAsReadMutation = { markAsRead: { readBy: string; readAt: string } }

export type MessagingThreadForCustomerQueryVariables = Exact<{
  id: string | number
  pagination: PaginationInput
}>

export type MessagingThreadForCustomerQuery = {
  messagingThreadForCustomer: {
    id: string
    title: string | null
    isActive: boolean
    created: string
    threadType: ThreadType
    participants: Array<
      | {
          __typename: "CustomerUser"
          customerSsn: string | null
          id: string
          userType: MessagingUserType
          firstName: string
          lastName: string
          title: string | null
          emailAddress: string | null
          organizations: Array<{ departmentName: string | null }>
          customerOrganization: { name: string; companyCode: string | null } | null
          periodicInspectionClinic: { name: string } | null
        }
      | {
          __typename: "HrUser"
          companyName: string | null
          id: string
          userType: MessagingUserType
          firstName: string
          lastName: string
          title: string | null
          emailAddress: string | null
        }
      | {
          __typename: "ProfessionalUser"
          dhUserNames: Array<string>
          id: string
          userType: MessagingUserType
          firstName: string
          lastName: string
          title: string | null
          emailAddress: string | null
        }
    >
    assignments: Array<{
      assigned: string
      assignee: {
        id: string
        firstName: string
        lastName: string
        title: string | null
        absences: Array<{ absenceeUserId: string; startDate: string; endDate: string }>
      }
    }>
    professionalsWithAccess: Array<{ id: string; firstName: string; lastName: string; title: string | null }>
    readStatus: Array<{ readBy: string; readAt: string }>
    messages: {
      totalCount: number
      items: Array<{
        id: string
        created: string
        content: string
        deleted: boolean
        deletedBy: string | null
        deletedAt: string | null
        deletedReason: string | null
        author:
          | { __typename: "CustomerUser"; id: string; firstName: string; lastName: string }
          | {
              __typename: "ProfessionalUser"
              id: string
              firstName: string
              lastName: string
              title: string | null
            }
        attachments: Array<{ id: string; fileName: string; contentType: string; type: AttachmentType }>
        questionnaireInvitations: Array<{
          id: string
          answeredAt: string | null
          questionnaireForm: { id: string; title: string }
        }>
      }>
    }
  } | null
}

type Participant_CustomerUser_Fragment = {
  __typename: "CustomerUser"
  customerSsn: string | null
  id: string
  userType: MessagingUserType
  firstName: string
  lastName: string
  title: string | null
  emailAddress: string | null
  organizations: Array<{ departmentName: string | null }>
  customerOrganization: { name: string; companyCode: string | null } | null
  periodicInspectionClinic: { name: string } | null
}

type Participant_HrUser_Fragment = {
  __typename: "HrUser"
  companyName: string | null
  id: string
  userType: MessagingUserType
  firstName: string
  lastName: string
  title: string | null
  emailAddress: string | null
}

type Participant_ProfessionalUser_Fragment = {
  __typename: "ProfessionalUser"
  dhUserNames: Array<string>
  id: string
  userType: MessagingUserType
  firstName: string
  lastName: string
  title: string | null
  emailAddress: string | null
}

export type ParticipantFragment =
  Participant_CustomerUser_Fragment | Participant_HrUser_Fragment | Participant_ProfessionalUser_Fragment

export type ThreadMessageFragment = {
  id: string
  created: string
  content: string
  deleted: boolean
  deletedBy: string | null
  deletedAt: string | null
  deletedReason: string | null
  author:
    | { __typename: "CustomerUser"; id: string; firstName: string; lastName: string }
    | {
        __typename: "ProfessionalUser"
        id: string
        firstName: string
        lastName: string
        title: string | null
      }
  attachments: Array<{ id: string; fileName: string; contentType: string; type: AttachmentType }>
  questionnaireInvitations: Array<{
    id: string
    answeredAt: string | null
    questionnaireForm: { id: string; title: string }
  }>
}

export type MessagingThreadsQueryVariables = Exact<{
  pagination: PaginationInput
}>

export type MessagingThreadsQuery = {
  messagingThreads: {
    totalCount: number
    items: Array<{
      id: string
      title: string | null
      isActive: boolean
      created: string
      threadType: ThreadType
      readStatus: Array<{ readBy: string; readAt: string }>
      messages: {
        totalCount: number
        items: Array<{
          id: string
          created: string
          content: string
          deleted: boolean
          author:
            | { __typename: "CustomerUser"; id: string; firstName: string; lastName: string }
            | { __typename: "ProfessionalUser"; id: string; firstName: string; lastName: string }
        }>
      }
    }>
  }
}

export type SendMessageMutationVariables = Exact<{
  threadId: string | number
  message: MessageInput
}>

export type SendMessageMutation = {
  sendMessage: {
    id: string
    created: string
    content: string
    deleted: boolean
    author:
      | { __typename: "CustomerUser"; id: string; firstName: string; lastName: string }
      | {
          __typename: "ProfessionalUser"
          id: string
          firstName: string
          lastName: string
          title: string | null
        }
    attachments: Array<{ id: string; fileName: string; contentType: string; type: AttachmentType }>
    questionnaireInvitations: Array<{ id: string }>
  }
}

export type SentMessageFragment = {
  id: string
  created: string
  content: string
  deleted: boolean
  author:
    | { __typename: "CustomerUser"; id: string; firstName: string; lastName: string }
    | {
        __typename: "ProfessionalUser"
        id: string
        firstName: string
        lastName: string
        title: string | null
      }
  attachments: Array<{ id: string; fileName: string; contentType: string; type: AttachmentType }>
  questionnaireInvitations: Array<{ id: string }>
}

export type SendMessageInNewThreadMutationVariables = Exact<{
  title: string
  type: ThreadType
  participantIds: Array<string | number> | string | number
  separateThreadPerParticipant?: boolean | null | undefined
  firstMessage: MessageInput
}>

export type SendMessageInNewThreadMutation = { sendMessageInNewThread: Array<string> }

export const ParticipantFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "Participant" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MessagingUser" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "__typename" } },
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "userType" } },
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "emailAddress" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProfessionalUser" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "dhUserNames" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CustomerUser" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "customerSsn" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "organizations" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "Field", name: { kind: "Name", value: "departmentName" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "customerOrganization" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "companyCode" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "periodicInspectionClinic" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "Field", name: { kind: "Name", value: "name" } }],
                  },
                },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "HrUser" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "companyName" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ParticipantFragment, unknown>
export const ThreadMessageFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ThreadMessage" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Message" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "created" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "deleted" } },
          { kind: "Field", name: { kind: "Name", value: "deletedBy" } },
          { kind: "Field", name: { kind: "Name", value: "deletedAt" } },
          { kind: "Field", name: { kind: "Name", value: "deletedReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "__typename" } },
                {
                  kind: "InlineFragment",
                  typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CustomerUser" } },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProfessionalUser" } },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "attachments" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fileName" } },
                { kind: "Field", name: { kind: "Name", value: "contentType" } },
                { kind: "Field", name: { kind: "Name", value: "type" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "questionnaireInvitations" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "questionnaireForm" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ThreadMessageFragment, unknown>
export const SentMessageFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SentMessage" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Message" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "created" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "deleted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "__typename" } },
                {
                  kind: "InlineFragment",
                  typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CustomerUser" } },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProfessionalUser" } },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "attachments" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fileName" } },
                { kind: "Field", name: { kind: "Name", value: "contentType" } },
                { kind: "Field", name: { kind: "Name", value: "type" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "questionnaireInvitations" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SentMessageFragment, unknown>
export const AnswerQuestionnaireDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AnswerQuestionnaire" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "questionnaireInvitationId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "answers" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "answerQuestionnaire" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "questionnaireInvitationId" },
                value: { kind: "Variable", name: { kind: "Name", value: "questionnaireInvitationId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "answers" },
                value: { kind: "Variable", name: { kind: "Name", value: "answers" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "questionnaireAnswers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "Field", name: { kind: "Name", value: "answers" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnswerQuestionnaireMutation, AnswerQuestionnaireMutationVariables>
export const AttachmentDownloadUrlDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AttachmentDownloadUrl" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "attachmentDownloadUrl" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AttachmentDownloadUrlQuery, AttachmentDownloadUrlQueryVariables>
export const CreateAttachmentUploadDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateAttachmentUpload" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createAttachmentUpload" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "key" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateAttachmentUploadMutation, CreateAttachmentUploadMutationVariables>
export const CustomerMessagingInfoDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "CustomerMessagingInfo" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "customerMessagingInfo" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "active" } },
                { kind: "Field", name: { kind: "Name", value: "heading" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
                { kind: "Field", name: { kind: "Name", value: "announcementType" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomerMessagingInfoQuery, CustomerMessagingInfoQueryVariables>
export const MarkAsReadDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "MarkAsRead" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "threadId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "markAsRead" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "threadId" },
                value: { kind: "Variable", name: { kind: "Name", value: "threadId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "readBy" } },
                { kind: "Field", name: { kind: "Name", value: "readAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkAsReadMutation, MarkAsReadMutationVariables>
export const MessagingThreadForCustomerDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MessagingThreadForCustomer" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "pagination" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "PaginationInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "messagingThreadForCustomer" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "isActive" } },
                { kind: "Field", name: { kind: "Name", value: "created" } },
                { kind: "Field", name: { kind: "Name", value: "threadType" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "participants" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "Participant" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "assignments" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "currentOnly" },
                      value: { kind: "BooleanValue", value: true },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "assigned" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "assignee" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "firstName" } },
                            { kind: "Field", name: { kind: "Name", value: "lastName" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "absences" },
                              arguments: [
                                {
                                  kind: "Argument",
                                  name: { kind: "Name", value: "pagination" },
                                  value: {
                                    kind: "ObjectValue",
                                    fields: [
                                      {
                                        kind: "ObjectField",
                                        name: { kind: "Name", value: "limit" },
                                        value: { kind: "IntValue", value: "9999" },
                                      },
                                      {
                                        kind: "ObjectField",
                                        name: { kind: "Name", value: "sortOrder" },
                                        value: { kind: "EnumValue", value: "asc" },
                                      },
                                    ],
                                  },
                                },
                              ],
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "absenceeUserId" } },
                                  { kind: "Field", name: { kind: "Name", value: "startDate" } },
                                  { kind: "Field", name: { kind: "Name", value: "endDate" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "professionalsWithAccess" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "readStatus" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "readBy" } },
                      { kind: "Field", name: { kind: "Name", value: "readAt" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "messages" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "pagination" },
                      value: { kind: "Variable", name: { kind: "Name", value: "pagination" } },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "totalCount" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "items" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "FragmentSpread", name: { kind: "Name", value: "ThreadMessage" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "Participant" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "MessagingUser" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "__typename" } },
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "userType" } },
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "title" } },
          { kind: "Field", name: { kind: "Name", value: "emailAddress" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProfessionalUser" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "dhUserNames" } }],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CustomerUser" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "customerSsn" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "organizations" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "Field", name: { kind: "Name", value: "departmentName" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "customerOrganization" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "companyCode" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "periodicInspectionClinic" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "Field", name: { kind: "Name", value: "name" } }],
                  },
                },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "HrUser" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "companyName" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ThreadMessage" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Message" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "created" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "deleted" } },
          { kind: "Field", name: { kind: "Name", value: "deletedBy" } },
          { kind: "Field", name: { kind: "Name", value: "deletedAt" } },
          { kind: "Field", name: { kind: "Name", value: "deletedReason" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "__typename" } },
                {
                  kind: "InlineFragment",
                  typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CustomerUser" } },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProfessionalUser" } },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "attachments" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fileName" } },
                { kind: "Field", name: { kind: "Name", value: "contentType" } },
                { kind: "Field", name: { kind: "Name", value: "type" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "questionnaireInvitations" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "questionnaireForm" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessagingThreadForCustomerQuery, MessagingThreadForCustomerQueryVariables>
export const MessagingThreadsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MessagingThreads" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "pagination" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "PaginationInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "messagingThreads" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "pagination" },
                value: { kind: "Variable", name: { kind: "Name", value: "pagination" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "totalCount" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                      { kind: "Field", name: { kind: "Name", value: "isActive" } },
                      { kind: "Field", name: { kind: "Name", value: "created" } },
                      { kind: "Field", name: { kind: "Name", value: "threadType" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "readStatus" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "readBy" } },
                            { kind: "Field", name: { kind: "Name", value: "readAt" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "messages" },
                        arguments: [
                          {
                            kind: "Argument",
                            name: { kind: "Name", value: "pagination" },
                            value: {
                              kind: "ObjectValue",
                              fields: [
                                {
                                  kind: "ObjectField",
                                  name: { kind: "Name", value: "limit" },
                                  value: { kind: "IntValue", value: "1" },
                                },
                                {
                                  kind: "ObjectField",
                                  name: { kind: "Name", value: "offset" },
                                  value: { kind: "IntValue", value: "0" },
                                },
                                {
                                  kind: "ObjectField",
                                  name: { kind: "Name", value: "sortOrder" },
                                  value: { kind: "EnumValue", value: "desc" },
                                },
                              ],
                            },
                          },
                        ],
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "totalCount" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "items" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "id" } },
                                  { kind: "Field", name: { kind: "Name", value: "created" } },
                                  { kind: "Field", name: { kind: "Name", value: "content" } },
                                  { kind: "Field", name: { kind: "Name", value: "deleted" } },
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "author" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        { kind: "Field", name: { kind: "Name", value: "__typename" } },
                                        {
                                          kind: "InlineFragment",
                                          typeCondition: {
                                            kind: "NamedType",
                                            name: { kind: "Name", value: "CustomerUser" },
                                          },
                                          selectionSet: {
                                            kind: "SelectionSet",
                                            selections: [
                                              { kind: "Field", name: { kind: "Name", value: "id" } },
                                              { kind: "Field", name: { kind: "Name", value: "firstName" } },
                                              { kind: "Field", name: { kind: "Name", value: "lastName" } },
                                            ],
                                          },
                                        },
                                        {
                                          kind: "InlineFragment",
                                          typeCondition: {
                                            kind: "NamedType",
                                            name: { kind: "Name", value: "ProfessionalUser" },
                                          },
                                          selectionSet: {
                                            kind: "SelectionSet",
                                            selections: [
                                              { kind: "Field", name: { kind: "Name", value: "id" } },
                                              { kind: "Field", name: { kind: "Name", value: "firstName" } },
                                              { kind: "Field", name: { kind: "Name", value: "lastName" } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessagingThreadsQuery, MessagingThreadsQueryVariables>
export const SendMessageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SendMessage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "threadId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "message" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "MessageInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "sendMessage" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "threadId" },
                value: { kind: "Variable", name: { kind: "Name", value: "threadId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "message" },
                value: { kind: "Variable", name: { kind: "Name", value: "message" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "SentMessage" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SentMessage" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Message" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "created" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "deleted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "__typename" } },
                {
                  kind: "InlineFragment",
                  typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CustomerUser" } },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                    ],
                  },
                },
                {
                  kind: "InlineFragment",
                  typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ProfessionalUser" } },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "attachments" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fileName" } },
                { kind: "Field", name: { kind: "Name", value: "contentType" } },
                { kind: "Field", name: { kind: "Name", value: "type" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "questionnaireInvitations" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>
export const SendMessageInNewThreadDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SendMessageInNewThread" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "title" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "type" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ThreadType" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "participantIds" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "separateThreadPerParticipant" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "firstMessage" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "MessageInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "sendMessageInNewThread" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "title" },
                value: { kind: "Variable", name: { kind: "Name", value: "title" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "type" },
                value: { kind: "Variable", name: { kind: "Name", value: "type" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "participantIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "participantIds" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "separateThreadPerParticipant" },
                value: { kind: "Variable", name: { kind: "Name", value: "separateThreadPerParticipant" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "firstMessage" },
                value: { kind: "Variable", name: { kind: "Name", value: "firstMessage" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendMessageInNewThreadMutation, SendMessageInNewThreadMutationVariables>
