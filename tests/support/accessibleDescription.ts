/** An element's accessible description as its aria-describedby gives it: the texts of the elements it names. */
export const descriptionOf = (element: Element): string =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
