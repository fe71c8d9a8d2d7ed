import type { ReactNode } from "react";

/** A term and its value inside a `<dl className="detail-list">`. */
export function DetailItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function TagsItem({ term, items }: { term: string; items: string[] }) {
  return (
    <DetailItem term={term}>
      <ul className="tag-list">
        {items.map((item, index) => (
          <li key={index} className="chip">
            {item}
          </li>
        ))}
      </ul>
    </DetailItem>
  );
}
