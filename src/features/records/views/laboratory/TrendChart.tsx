import type { Lang } from "../../../../domain/language.ts"
import type { ReferenceRange } from "../../../../domain/records.ts"
import { formatDate, formatDecimal } from "../../../../platform/i18n/format.ts"
import type { TrendPoint } from "../../store/area.ts"

// The drawing's own units (it scales to the width it is given); room at the left for the value labels.
const WIDTH = 480
const HEIGHT = 200
const PAD = { left: 56, right: 16, top: 16, bottom: 32 }
const PLOT_W = WIDTH - PAD.left - PAD.right
const PLOT_H = HEIGHT - PAD.top - PAD.bottom

/** The values' span with the range's ends, widened a little so no point sits on the frame. */
function valueDomain(points: readonly TrendPoint[], range: ReferenceRange | null): [number, number] {
  const values = [...points.map((point) => point.value), range?.min ?? [], range?.max ?? []].flat()
  const low = Math.min(...values)
  const high = Math.max(...values)
  const margin = (high - low || Math.abs(high) || 1) * 0.15
  return [Math.max(0, low - margin), high + margin]
}

/**
 * A test's values over time as plain SVG: the reference range as a band, the values as a line with points (outside
 * the range drawn larger and square, not by colour alone), the first and last dates below. Hidden from screen
 * readers: the table beside it says the same.
 */
export function TrendChart({
  points,
  range,
  bandLabel,
  lang,
}: {
  points: readonly TrendPoint[]
  range: ReferenceRange | null
  bandLabel: string
  lang: Lang
}) {
  if (points.length === 0) return null
  const [low, high] = valueDomain(points, range)
  const times = points.map((point) => Date.parse(point.date))
  const first = Math.min(...times)
  const span = Math.max(...times) - first || 1
  const x = (time: number) => PAD.left + (points.length === 1 ? PLOT_W / 2 : ((time - first) / span) * PLOT_W)
  const y = (value: number) => PAD.top + PLOT_H - ((value - low) / (high - low)) * PLOT_H
  const bandTop = y(Math.min(range?.max ?? high, high))
  const bandBottom = y(Math.max(range?.min ?? low, low))
  const ticks = [low, (low + high) / 2, high]
  const line = points.map((point, index) => `${x(times[index]!)},${y(point.value)}`).join(" ")
  return (
    <svg className="trend-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      {range && (range.min !== null || range.max !== null) && (
        <g className="trend-chart__band">
          <rect x={PAD.left} y={bandTop} width={PLOT_W} height={Math.max(0, bandBottom - bandTop)} />
          <text x={PAD.left + PLOT_W - 4} y={bandTop + 14} textAnchor="end">
            {bandLabel}
          </text>
        </g>
      )}
      <g className="trend-chart__axis">
        <line x1={PAD.left} y1={PAD.top + PLOT_H} x2={PAD.left + PLOT_W} y2={PAD.top + PLOT_H} />
        {ticks.map((tick) => (
          <text key={tick} x={PAD.left - 8} y={y(tick) + 4} textAnchor="end">
            {formatDecimal(Number(tick.toPrecision(3)), lang)}
          </text>
        ))}
        <text x={PAD.left} y={HEIGHT - 8} textAnchor="start">
          {formatDate(points[0]!.date)}
        </text>
        {points.length > 1 && (
          <text x={PAD.left + PLOT_W} y={HEIGHT - 8} textAnchor="end">
            {formatDate(points.at(-1)!.date)}
          </text>
        )}
      </g>
      <polyline className="trend-chart__line" points={line} />
      {points.map((point, index) =>
        point.isWithinReferenceRange === false ? (
          <rect
            key={point.date}
            className="trend-chart__point"
            data-outside
            x={x(times[index]!) - 6}
            y={y(point.value) - 6}
            width="12"
            height="12"
          />
        ) : (
          <circle
            key={point.date}
            className="trend-chart__point"
            cx={x(times[index]!)}
            cy={y(point.value)}
            r="5"
          />
        ),
      )}
    </svg>
  )
}
