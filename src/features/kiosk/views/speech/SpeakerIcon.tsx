/** A loudspeaker with sound waves, drawn (an emoji may be missing from the kiosk's fonts). */
export function SpeakerIcon() {
  return (
    <svg aria-hidden="true" className="kiosk-speaker-icon" viewBox="0 0 24 24" width="1.5em" height="1.5em">
      <path d="M3 9v6h4l5 4V5L7 9H3z" fill="currentColor" />
      <path
        d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}
