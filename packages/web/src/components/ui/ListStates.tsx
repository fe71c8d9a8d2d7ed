import { messageOf } from "../../lib/api";
import { Button } from "./Button";
import { EmptyState } from "./EmptyState";

/** The states every paged list shares: first load, a failed load, a page past the end and a search that finds nothing. */
export { PageLoading as ListLoading } from "./PageLoading";

export function ListLoadError(props: {
  title: string;
  /** Replaces the default text, which is the error's own message. */
  message?: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** A paged list offers a way back to its first page. */
  page?: number;
  onPage?: (page: number) => void;
}) {
  const { page = 1, onPage } = props;
  return (
    <EmptyState icon="alert" title={props.title}>
      <p>{props.message ?? messageOf(props.error, "Please check your connection and try again.")}</p>
      <div className="button-row">
        <Button loading={props.retrying} onClick={props.onRetry}>
          Retry
        </Button>
        {page > 1 && onPage && (
          <Button variant="secondary" onClick={() => onPage(1)}>
            Go to the first page
          </Button>
        )}
      </div>
    </EmptyState>
  );
}

export function PagePastEnd({ page, totalPages, what, onPage }: { page: number; totalPages: number; what: string; onPage: (page: number) => void }) {
  return (
    <EmptyState icon="search" title={`There is no page ${page}`}>
      <p>
        {what} {totalPages === 1 ? "fits on 1 page" : `fills ${totalPages} pages`}.
      </p>
      <Button variant="secondary" onClick={() => onPage(totalPages)}>
        Go to page {totalPages}
      </Button>
    </EmptyState>
  );
}

/** The body of an empty search result: what found nothing, and the way back to the whole list. */
export function NoMatch({ what, search, onClear }: { what: string; search: string; onClear: () => void }) {
  return (
    <>
      <p>
        No {what} matches “{search}”.
      </p>
      <Button variant="secondary" onClick={onClear}>
        Clear the search
      </Button>
    </>
  );
}

/** A filtered list that matched nothing: what matched nothing and the way back to every row. */
export function FilteredEmpty({ title, message, clearLabel, onClear }: { title: string; message?: string; clearLabel: string; onClear: () => void }) {
  return (
    <EmptyState icon="search" title={title}>
      {message && <p>{message}</p>}
      <Button variant="secondary" onClick={onClear}>
        {clearLabel}
      </Button>
    </EmptyState>
  );
}
