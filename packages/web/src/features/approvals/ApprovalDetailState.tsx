import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListLoadError, ListLoading } from "../../components/ui/ListStates";
import { messageOf } from "../../lib/api";

/** A dialog's wait for the draft, or why it could not be read from the site. */
export function ApprovalDetailState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <ListLoading label="Reading the draft from your site…" />;
  if (query.isError) {
    return (
      <ListLoadError
        title="The draft could not be read"
        message={messageOf(query.error, "Please check that your site is reachable and try again.")}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
