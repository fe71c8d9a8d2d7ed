import type { ReactNode } from "react";

export interface Figure {
  label: string;
  value: string | null;
  /** Said under the figure; for a missing one, why it is missing. */
  note?: ReactNode;
}

/** Totals as large figures; a missing one shows a dash and its reason. */
export function Figures({ items, label }: { items: Figure[]; label: string }) {
  return (
    <dl className="figure-grid" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="figure">
          <dt className="figure-label">{item.label}</dt>
          <dd className="figure-value">
            {item.value ?? (
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">None</span>
              </>
            )}
          </dd>
          {item.note && <dd className="figure-note">{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
