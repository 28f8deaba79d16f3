// Profile pictures as data: URLs (the contract's ProfilePicture.url is an absolute URI, and the sandbox has no
// CMS to link to): a coloured circle with the practitioner's initials.
const COLOURS = ["#0b6e6e", "#7a3e9d", "#b3541e", "#2d5fa8", "#3f7d20", "#a8324a", "#5b5b9e", "#8a6d1d"]

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => part !== "")
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("")
}

export function avatarUrl(practitionerId: string, name: string): string {
  const colour = COLOURS[Number(practitionerId) % COLOURS.length] ?? COLOURS[0]
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="60" font-family="Arial, sans-serif" font-size="34" text-anchor="middle" fill="#fff">` +
    `${initialsOf(name)}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`
}
