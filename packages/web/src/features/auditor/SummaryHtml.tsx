import { useMemo } from "react";
import { sanitizeSummary } from "./summary-html";

/** A summary the server wrote as HTML, shown after the browser's own allow-list pass. */
export function SummaryHtml({ html, empty }: { html: string; empty: string }) {
  const clean = useMemo(() => sanitizeSummary(html), [html]);
  if (!clean.trim()) return <p className="muted">{empty}</p>;
  return <div className="audit-prose" dangerouslySetInnerHTML={{ __html: clean }} />;
}
