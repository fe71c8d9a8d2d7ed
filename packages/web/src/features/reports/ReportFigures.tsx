/** Counts in one compact row of label and value pairs, which wraps on a phone. */
export function ReportFigures({ items, label }: { items: { label: string; value: string }[]; label: string }) {
  return (
    <dl className="report-figures" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="report-figure">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
