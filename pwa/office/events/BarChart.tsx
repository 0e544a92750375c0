import { useId } from 'react'

export interface ChartSeries {
  name: string
  values: number[]
  format?: (value: number) => string
}

interface BarChartProps {
  title: string
  labels: string[]
  /** One or two series, drawn side by side per label. */
  series: ChartSeries[]
  /** The header of the label column in the table alternative ('Day', 'Hour'). */
  labelHeading: string
}

const WIDTH = 640
const HEIGHT = 220
const PAD = { top: 16, right: 8, bottom: 36, left: 36 }

/**
 * A plain SVG bar chart (no chart library): the picture is one image with a summary for screen
 * readers, and the exact figures are in a table below it, open to anyone who wants the numbers.
 */
export function BarChart({ title, labels, series, labelHeading }: BarChartProps) {
  const id = useId()
  const max = Math.max(1, ...series.flatMap((one) => one.values))
  const plotWidth = WIDTH - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / Math.max(1, labels.length)
  const barWidth = Math.max(2, (slot * 0.8) / series.length)
  const every = Math.ceil(labels.length / 10)
  const summary = `${title}: ${series.map((one) => `${one.name} up to ${Math.max(0, ...one.values)}`).join('; ')}, over ${labels.length} ${labelHeading.toLowerCase()}s.`

  return (
    <figure className="chart-figure" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="panel__title">
        {title}
      </figcaption>
      {series.length > 1 && (
        <p className="chart-legend" aria-hidden="true">
          {series.map((one, index) => (
            <span key={one.name}>
              <span className={`chart-legend__swatch${index === 1 ? ' chart-legend__swatch--second' : ''}`} />
              {one.name}
            </span>
          ))}
        </p>
      )}
      <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <line className="chart__axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} />
        <text className="chart__label" x={PAD.left - 4} y={PAD.top + 4} textAnchor="end">
          {max}
        </text>
        <text className="chart__label" x={PAD.left - 4} y={HEIGHT - PAD.bottom} textAnchor="end">
          0
        </text>
        {labels.map((label, index) => (
          <g key={label}>
            {series.map((one, seriesIndex) => {
              const value = one.values[index] ?? 0
              const height = (value / max) * plotHeight
              return (
                <rect
                  key={one.name}
                  className={`chart__bar${seriesIndex === 1 ? ' chart__bar--second' : ''}`}
                  x={PAD.left + index * slot + slot * 0.1 + seriesIndex * barWidth}
                  y={HEIGHT - PAD.bottom - height}
                  width={barWidth}
                  height={height}
                />
              )
            })}
            {index % every === 0 && (
              <text className="chart__label" x={PAD.left + index * slot + slot / 2} y={HEIGHT - PAD.bottom + 14} textAnchor="middle">
                {label}
              </text>
            )}
          </g>
        ))}
      </svg>
      <details className="chart-table">
        <summary>Show the figures as a table</summary>
        <table className="data-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              {series.map((one) => (
                <th key={one.name} scope="col">
                  {one.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((one) => (
                  <td key={one.name}>{(one.format ?? String)(one.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
