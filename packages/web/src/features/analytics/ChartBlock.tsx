import { useId, useMemo, useState } from "react";
import { dayLabel } from "./analytics-format";
import type { ChartSeries } from "./chart-series";
import { DailyChart } from "./DailyChart";

interface ChartBlockProps {
  title: string;
  /** One sentence on what the figures say. */
  summary: string;
  dates: string[];
  series: ChartSeries[];
}

/** A chart with its heading and summary, and the same figures as a table for those who would rather read them. */
export function ChartBlock({ title, summary, dates, series }: ChartBlockProps) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const labels = useMemo(() => dates.map(dayLabel), [dates]);
  return (
    <section className="chart-block" aria-labelledby={`${id}-title`}>
      <div className="chart-head">
        <h3 id={`${id}-title`} className="chart-title">
          {title}
        </h3>
        <button type="button" className="btn btn-ghost btn-sm" aria-pressed={asTable} onClick={() => setAsTable((value) => !value)}>
          Show as table
        </button>
      </div>
      <p id={`${id}-summary`} className="chart-summary">
        {summary}
      </p>
      {asTable ? (
        <DailyTable title={title} dates={dates} labels={labels} series={series} />
      ) : (
        <DailyChart title={title} labels={labels} series={series} describedBy={`${id}-summary`} />
      )}
    </section>
  );
}

function DailyTable({ title, dates, labels, series }: { title: string; dates: string[]; labels: string[]; series: ChartSeries[] }) {
  return (
    <div className="table-scroll chart-table" role="region" aria-label={`${title}, table`} tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">{title}, by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {series.map((item) => (
              <th key={item.label} scope="col" className="num">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, index) => (
            <tr key={date}>
              <th scope="row" className="table-row-heading">
                {labels[index]}
              </th>
              {series.map((item) => (
                <td key={item.label} className="num">
                  {item.values[index]!.toLocaleString("en-US")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
