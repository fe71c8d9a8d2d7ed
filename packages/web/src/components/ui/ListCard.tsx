import type { ReactNode } from "react";
import { messageOf } from "../../lib/api";
import { Card } from "./Card";
import { type ListPage, PagedList, type PagedListProps } from "./PagedList";
import "../../styles/lists.css";

interface ListCardProps<TRow> extends Omit<PagedListProps<TRow>, "errorMessage" | "children"> {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Above the filters, e.g. counts or tabs. */
  intro?: ReactNode;
  /** The search box and filter selects, in one row that wraps. */
  filters?: ReactNode;
  filtersClassName?: string;
  /** Between the filters and the list, e.g. a panel the rows' actions open. */
  notice?: ReactNode;
  /** After the list, e.g. the dialogs its rows open. */
  dialogs?: ReactNode;
  /** What the error message says could not be fetched: "Failed to get <what>: …"; else the error's own message. */
  failedToGet?: string;
  /** Renders one page of rows, usually as a `DataTable`. */
  children: (list: ListPage<TRow>) => ReactNode;
}

/** A titled card holding one paged list with its filters, states and page controls. */
export function ListCard<TRow>({
  title,
  subtitle,
  actions,
  intro,
  filters,
  filtersClassName,
  notice,
  dialogs,
  failedToGet,
  children,
  ...list
}: ListCardProps<TRow>) {
  return (
    <Card title={title} subtitle={subtitle} actions={actions}>
      {intro}
      {filters && <div className={filtersClassName ? `list-filters ${filtersClassName}` : "list-filters"}>{filters}</div>}
      {notice}
      <PagedList
        {...list}
        errorMessage={failedToGet && `Failed to get ${failedToGet}: ${messageOf(list.query.error, "Please check your connection and try again.")}`}
      >
        {(rows, view) => children({ rows, ...view })}
      </PagedList>
      {dialogs}
    </Card>
  );
}
