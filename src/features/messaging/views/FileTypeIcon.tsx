import type { AttachmentItemType } from "../../../domain/messaging.ts"

// spec §3: an attachment's icon by its type: image (jpg, jpeg, png), binary (any other file) or questionnaire
const PATHS: Record<AttachmentItemType, string> = {
  image:
    "M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm0 16H5V5h14v14Zm-5.04-6.71-2.75 3.54-1.96-2.36L6.5 17h11l-3.54-4.71Z",
  binary:
    "M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Zm4 18H6V4h7v5h5v11ZM8 12h8v2H8v-2Zm0 4h8v2H8v-2Z",
  questionnaire:
    "M19 3h-4.18A3 3 0 0 0 12 1a3 3 0 0 0-2.82 2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm-2 14-4-4 1.41-1.41L10 14.17l6.59-6.59L18 9l-8 8Z",
}

/** The icon of an attachment's type; decoration (the type is also said in text beside it). */
export function FileTypeIcon({ type }: { type: AttachmentItemType }) {
  return (
    <svg className="file-type-icon" data-type={type} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[type]} />
    </svg>
  )
}
