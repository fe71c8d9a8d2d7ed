import { useId } from "react";
import { PAGE_SIZES } from "../../lib/pagination";
import { Button } from "./Button";
import { Spinner } from "./Spinner";
import "../../styles/lists.css";

interface PageControlsProps {
  /** Names the navigation landmark, e.g. "Credit history pages". */
  label: string;
  /** Labels the page-size select, e.g. "Rows per page". */
  sizeLabel: string;
  page: number;
  totalPages: number;
  limit: number;
  loading: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Previous / Next and the page size for a list paged through the URL (`lib/pagination.ts`). */
export function PageControls({ label, sizeLabel, page, totalPages, limit, loading, onPage, onLimit }: PageControlsProps) {
  const sizeId = useId();
  const hasPrev = page > 1;
  const hasNext = page < totalPages;
  // aria-disabled rather than disabled: the button keeps focus when it reaches the first or last page.
  return (
    <nav className="pagination" aria-label={label}>
      <div className="pagination-size">
        <label htmlFor={sizeId}>{sizeLabel}</label>
        <select id={sizeId} className="input" value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className="pagination-status" aria-live="polite">
        Page {page} of {totalPages}
        {loading && <Spinner />}
      </p>
      <div className="button-row">
        <Button variant="secondary" size="sm" aria-disabled={!hasPrev} onClick={() => hasPrev && onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" aria-disabled={!hasNext} onClick={() => hasNext && onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
