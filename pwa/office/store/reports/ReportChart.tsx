import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatRupees } from '../../../../domain/money'

export interface ChartSeries {
  key: string
  name: string
  color: string
}

export interface ChartSpec {
  /** One entry per bar group; series values in paise. */
  data: ({ label: string } & Record<string, number | string>)[]
  series: ChartSeries[]
  caption: string
}

const compactRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 })

/** A report's bar chart (recharts), loaded on its own so that no other screen pays for it. */
export function ReportChart({ data, series, caption }: ChartSpec) {
  return (
    <figure className="report-chart" aria-label={caption}>
      <figcaption className="report-chart__caption">{caption}</figcaption>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" interval="preserveStartEnd" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={(paise: number) => compactRupees.format(paise / 100)} width={72} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(paise) => formatRupees(Math.round(Number(paise)))} />
          {series.length > 1 && <Legend />}
          {series.map((entry) => (
            <Bar key={entry.key} dataKey={entry.key} name={entry.name} fill={entry.color} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  )
}
