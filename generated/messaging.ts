// generated from contracts/messaging.graphql and contracts/messaging/*.graphql by npm run generate; do not edit

/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] }
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never }
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core"
/** How an announcement is styled. */
export type AnnouncementType = "info" | "notification" | "success" | "warning"

export type CustomerMessagingInfoQueryVariables = Exact<{ [key: string]: never }>

export type CustomerMessagingInfoQuery = {
  customerMessagingInfo: {
    active: boolean
    heading: string | null
    description: string | null
    announcementType: AnnouncementType
  }
}

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
