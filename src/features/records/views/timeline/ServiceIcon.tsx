import type { ServiceIcon as ServiceIconName } from "../../../../domain/records.ts"

// One simple line drawing per kind of service (24 × 24, stroked in the current colour). Decorative: the row's
// title says what the item is.
const PATHS: Record<ServiceIconName, string> = {
  laboratory: "M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7.5 15h9",
  imaging:
    "M4 7V5a1 1 0 0 1 1-1h2M17 4h2a1 1 0 0 1 1 1v2M20 17v2a1 1 0 0 1-1 1h-2M7 20H5a1 1 0 0 1-1-1v-2M8 12h8M12 8v8",
  vaccination: "M18 2l4 4M20 4l-9 9M15 5l4 4M7 13l4 4M9 11l-6 6v4h4l6-6M3 21l3-3",
  prescription: "M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7zM7 7l10 10",
  questionnaire: "M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12l2 2 4-4M8 17h8",
  occupational: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  physiotherapy: "M12 4a2 2 0 1 0 0 .1M8 21l2-7-3-3 5-3 3 4h4M10 14l4 2v5",
  mentalHealth: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z",
  dental:
    "M7 3c-2 0-3 2-3 4 0 4 2 6 2 10 0 2 1 4 2 4s2-3 2-5 1-2 2-2 2 0 2 2 1 5 2 5 2-2 2-4c0-4 2-6 2-10 0-2-1-4-3-4-2 0-3 1-5 1S9 3 7 3z",
  children: "M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM9 11h.01M15 11h.01M9 15a4 4 0 0 0 6 0M12 5c0-2 2-2 2-2",
  service: "M12 4v16M4 12h16",
}

export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return (
    <svg
      className="record-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
