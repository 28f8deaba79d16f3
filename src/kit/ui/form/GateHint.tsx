/**
 * Why a gated button is unavailable, said before it is pressed: the button's accessible description (its
 * aria-describedby names this), out of sight like the rest of a screen reader's extra words. Renders nothing
 * while the gate is open. Give it `gate.hint` from useGatedSubmit, or an id and text of the form's own.
 */
export function GateHint({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className="visually-hidden">
      {text}
    </span>
  ) : null
}
