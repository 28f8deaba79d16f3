// Where the trend chart's parts go (issue 31): drawn at the width it is shown at, one drawing unit a CSS pixel, so its
// texts keep their size on a phone; the value axis's ticks at round numbers, as many as its height has room for; the
// dates and the values at the points only where they do not run into each other (the table beside the chart has
// them all).

export const CHART_HEIGHT = 220
/** The axes' and the values' text size in CSS pixels (at least 12 at any width). */
export const FONT_PX = 12
// An upper bound of a digit's or a punctuation mark's width in the system's sans-serif, per pixel of font size
const CHAR_EM = 0.62
const GAP = 4
/** The room around a point the labels keep clear of (the outside-range square is 12 pixels). */
const MARKER_HALF = 7
const LABEL_OFFSET = 10

export interface ChartPoint {
  readonly time: number
  readonly value: number
  readonly outside: boolean
  /** The value as its label says it: '9,1', '<3'. */
  readonly label: string
  /** The date as the time axis says it. */
  readonly dateLabel: string
}

export interface Box {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

export interface PlacedText {
  readonly x: number
  /** The baseline. */
  readonly y: number
  readonly text: string
  readonly box: Box
}

export interface TrendLayout {
  readonly width: number
  readonly height: number
  readonly plot: Box
  readonly points: readonly { readonly x: number; readonly y: number; readonly outside: boolean }[]
  readonly valueTicks: readonly PlacedText[]
  readonly dateTicks: readonly PlacedText[]
  readonly valueLabels: readonly PlacedText[]
  /** The reference range's band, between its ends (a missing end reaches the plot's edge). */
  readonly band: { readonly top: number; readonly bottom: number } | null
}

/** How wide a text of digits and marks is drawn, at most. */
export function textWidth(text: string, fontPx = FONT_PX): number {
  return text.length * fontPx * CHAR_EM
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/** A text centred at `x` (moved in where it would cross the drawing's edges), its baseline at `y`. */
function centred(text: string, x: number, y: number, width: number): PlacedText {
  const half = textWidth(text) / 2
  const cx = Math.min(Math.max(x, half), width - half)
  return {
    x: cx,
    y,
    text,
    box: { left: cx - half - GAP, top: y - FONT_PX, right: cx + half + GAP, bottom: y + 3 },
  }
}

/** Round ticks (1, 2, 2.5 or 5 times a power of ten apart) across [low, high], about `count` of them. */
export function niceTicks(low: number, high: number, count: number): number[] {
  const rough = (high - low) / Math.max(1, count - 1) || 1
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? rough
  const ticks: number[] = []
  for (let tick = Math.ceil(low / step) * step; tick <= high + step * 1e-9; tick += step) {
    ticks.push(Number(tick.toPrecision(12)))
  }
  return ticks
}

/** The values' span with the range's ends, widened a little so no point sits on the frame. */
function valueDomain(values: readonly number[], range: { min: number | null; max: number | null } | null) {
  const all = [...values, range?.min ?? [], range?.max ?? []].flat()
  const low = Math.min(...all)
  const high = Math.max(...all)
  const margin = (high - low || Math.abs(high) || 1) * 0.15
  return [low >= 0 ? Math.max(0, low - margin) : low - margin, high + margin] as const
}

/**
 * The chart's layout at `width` pixels: ticks, points, band, and the labels that fit. A value's label goes above its
 * point, or below it when above has no room; the latest value, those outside the range and the first are placed
 * before the others, and a label that would touch another, a point or the axis is left out.
 */
export function trendLayout(
  points: readonly ChartPoint[],
  range: { min: number | null; max: number | null } | null,
  width: number,
  formatTick: (value: number) => string,
): TrendLayout {
  const height = CHART_HEIGHT
  const [low, high] = valueDomain(
    points.map((point) => point.value),
    range,
  )
  const top = FONT_PX + LABEL_OFFSET + 4
  const bottom = height - FONT_PX - 14
  const ticks = niceTicks(low, high, Math.max(2, Math.floor((bottom - top) / 40)))
  const left = Math.ceil(Math.max(...ticks.map((tick) => textWidth(formatTick(tick))))) + 12
  const right = width - Math.max(16, Math.ceil(textWidth(points.at(-1)?.label ?? "") / 2))
  const plot = { left, top, right, bottom }
  const first = Math.min(...points.map((point) => point.time))
  const span = Math.max(...points.map((point) => point.time)) - first
  const x = (time: number) =>
    span === 0 ? (left + right) / 2 : left + ((time - first) / span) * (right - left)
  const y = (value: number) => bottom - ((value - low) / (high - low)) * (bottom - top)

  const valueTicks = ticks
    .filter((tick) => tick >= low && tick <= high)
    .map((tick) => {
      const text = formatTick(tick)
      const w = textWidth(text)
      const baseline = y(tick) + 4
      return {
        x: left - 8,
        y: baseline,
        text,
        box: { left: left - 8 - w, top: baseline - FONT_PX, right: left - 8, bottom: baseline },
      }
    })

  const placed = points.map((point) => ({ x: x(point.time), y: y(point.value), outside: point.outside }))
  const markers: Box[] = placed.map((point) => ({
    left: point.x - MARKER_HALF,
    top: point.y - MARKER_HALF,
    right: point.x + MARKER_HALF,
    bottom: point.y + MARKER_HALF,
  }))

  // first, last, then the others in order, each where it does not touch one already kept
  const order = [...new Set([0, points.length - 1, ...points.keys()])].filter((index) => index >= 0)
  const dateTicks: PlacedText[] = []
  const seenDates = new Set<string>()
  for (const index of order) {
    const point = points[index]!
    if (seenDates.has(point.dateLabel)) continue
    const tick = centred(point.dateLabel, placed[index]!.x, height - 6, width)
    if (dateTicks.some((kept) => overlaps(kept.box, tick.box))) continue
    dateTicks.push(tick)
    seenDates.add(point.dateLabel)
  }

  const last = points.length - 1
  const priority = [
    last,
    ...[...points.keys()].filter((index) => index !== last && points[index]!.outside),
    0,
    ...points.keys(),
  ]
  const valueLabels: PlacedText[] = []
  const labelled = new Set<number>()
  for (const index of priority) {
    if (index < 0 || labelled.has(index)) continue
    const { x: px, y: py } = placed[index]!
    const text = points[index]!.label
    const candidates = [
      centred(text, px, py - LABEL_OFFSET, width),
      centred(text, px, py + LABEL_OFFSET + FONT_PX - 2, width),
    ]
    const inside = candidates.filter((label) => label.box.top >= 0 && label.box.bottom <= bottom)
    const fits =
      inside.find(
        (label) =>
          !markers.some((marker) => overlaps(marker, label.box)) &&
          !valueLabels.some((kept) => overlaps(kept.box, label.box)) &&
          !valueTicks.some((tick) => overlaps(tick.box, label.box)),
      ) ??
      // the latest value is always said, over its neighbours' points if it must (its halo keeps it legible)
      (index === last ? inside.find((label) => !overlaps(markers[index]!, label.box)) : undefined)
    labelled.add(index)
    if (fits) valueLabels.push(fits)
  }

  const band =
    range && (range.min !== null || range.max !== null)
      ? { top: y(Math.min(range.max ?? high, high)), bottom: y(Math.max(range.min ?? low, low)) }
      : null
  return { width, height, plot, points: placed, valueTicks, dateTicks, valueLabels, band }
}
