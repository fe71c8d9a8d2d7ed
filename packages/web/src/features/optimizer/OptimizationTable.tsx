import { Button } from "../../components/ui/Button";
import { DataTable } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { scoreChange, scoreGain, webUrl } from "./optimizer-format";
import { providerLabel } from "./optimizer-providers";
import type { Optimization } from "./optimizer-queries";
import { OptimizationStatus } from "./OptimizationStatus";

/** One page of optimizations: the post as it was, its rewrite, the score it gained and where the run stands. */
export function OptimizationTable({ list, onCompare }: { list: ListPage<Optimization>; onCompare: (item: Optimization) => void }) {
  return (
    <DataTable
      list={list}
      name="Optimization"
      caption="Your blog optimizations"
      columns={[
        {
          header: "Original Post",
          className: "wide-cell",
          cell: (item) => (
            <>
              {item.old_content_title}
              <span className="cell-note">ID {item.old_content_id}</span>
            </>
          ),
        },
        { header: "Optimized Post", className: "optimizer-new-cell", cell: (item) => <OptimizedPost item={item} onCompare={onCompare} /> },
        {
          header: "Score",
          cell: (item) => {
            const gain = scoreGain(item.score_before, item.score_after);
            return (
              <>
                <span className="optimizer-score">
                  {scoreChange(item.score_before, item.score_after)}
                  {gain && <span className="visually-hidden"> ({gain} points)</span>}
                </span>
                <span className="cell-note">{providerLabel(item.provider)}</span>
              </>
            );
          },
        },
        { header: "Status", cell: (item) => <OptimizationStatus item={item} /> },
      ]}
    />
  );
}

function OptimizedPost({ item, onCompare }: { item: Optimization; onCompare: (item: Optimization) => void }) {
  if (item.new_content_id === null) return <span className="cell-note">Not written yet</span>;
  const title = item.new_content_title ?? `Post ${item.new_content_id}`;
  const url = webUrl(item.post_url);
  return (
    <>
      <span className="optimizer-new-title">
        {url ? (
          <a href={url} className="link" target="_blank" rel="noreferrer">
            {title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          title
        )}{" "}
        <span className="badge badge-success">Optimized</span>
      </span>
      <span className="cell-note">ID {item.new_content_id}</span>
      {item.approval_id && (
        <Button variant="secondary" size="sm" className="optimizer-compare" onClick={() => onCompare(item)} aria-label={`Before and after: ${title}`}>
          Before and after
        </Button>
      )}
    </>
  );
}
