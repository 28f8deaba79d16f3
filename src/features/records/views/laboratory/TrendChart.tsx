import { useLayoutEffect, useRef, useState } from "react"
import type { Lang } from "../../../../domain/language.ts"
import { prefixSymbol, type ReferenceRange } from "../../../../domain/records.ts"
import { formatDate, formatDecimal } from "../../../../platform/i18n/format.ts"
import type { TrendPoint } from "../../store/area.ts"
import { CHART_HEIGHT, trendLayout } from "./trendLayout.ts"

// The width drawn at before the chart's box is measured (and where nothing measures it, as in a test's DOM)
const DEFAULT_WIDTH = 480

/** The chart box's width in CSS pixels, followed as it changes (a turned phone, a zoomed page). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(DEFAULT_WIDTH)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const measured = Math.floor(element.clientWidth)
      if (measured > 0) setWidth(measured)
    }
    measure()
    if (typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/**
 * A test's values over time as plain SVG, drawn at the width it is shown at (its texts 12 CSS pixels on a phone
 * too): the reference range as a band, the values as a line with points (outside the range drawn larger and
 * square, not by colour alone), each value at its point where the labels do not collide, round value ticks and the
 * dates that fit. Hidden from screen readers with its legend: the table below says the same.
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
  const [ref, width] = useWidth()
  if (points.length === 0) return null
  const layout = trendLayout(
    points.map((point) => ({
      time: Date.parse(point.date),
      value: point.value,
      outside: point.isWithinReferenceRange === false,
      label: `${prefixSymbol(point.prefix)}${formatDecimal(point.value, lang)}`,
      dateLabel: formatDate(point.date),
    })),
    range,
    width,
    (value) => formatDecimal(value, lang),
  )
  const { plot, band } = layout
  const line = layout.points.map((point) => `${point.x},${point.y}`).join(" ")
  return (
    <div ref={ref} className="trend-figure" aria-hidden="true">
      <svg
        className="trend-chart"
        viewBox={`0 0 ${layout.width} ${CHART_HEIGHT}`}
        width={layout.width}
        height={CHART_HEIGHT}
        aria-hidden="true"
        focusable="false"
      >
        {band && (
          <rect
            className="trend-chart__band"
            x={plot.left}
            y={band.top}
            width={plot.right - plot.left}
            height={Math.max(0, band.bottom - band.top)}
          />
        )}
        <g className="trend-chart__axis">
          <line x1={plot.left} y1={plot.bottom} x2={plot.right} y2={plot.bottom} />
          {layout.valueTicks.map((tick) => (
            <text key={tick.text} x={tick.x} y={tick.y} textAnchor="end">
              {tick.text}
            </text>
          ))}
          {layout.dateTicks.map((tick) => (
            <text key={tick.text} x={tick.x} y={tick.y} textAnchor="middle">
              {tick.text}
            </text>
          ))}
        </g>
        <polyline className="trend-chart__line" points={line} />
        {layout.points.map((point, index) =>
          point.outside ? (
            <rect
              key={index}
              className="trend-chart__point"
              data-outside
              x={point.x - 6}
              y={point.y - 6}
              width="12"
              height="12"
            />
          ) : (
            <circle key={index} className="trend-chart__point" cx={point.x} cy={point.y} r="5" />
          ),
        )}
        <g className="trend-chart__values">
          {layout.valueLabels.map((label) => (
            <text key={`${label.x},${label.y}`} x={label.x} y={label.y} textAnchor="middle">
              {label.text}
            </text>
          ))}
        </g>
      </svg>
      {band && (
        <p className="trend-legend">
          <span className="trend-legend__band" />
          {bandLabel}
        </p>
      )}
    </div>
  )
}
