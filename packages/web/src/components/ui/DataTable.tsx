import type { ReactNode } from "react";
import type { ListPage } from "./PagedList";
import "../../styles/lists.css";

export interface Column<TRow> {
  /** The column's heading; on phones it labels the cell. */
  header: string;
  cell: (row: TRow) => ReactNode;
  /** The cells' class, or one per row, e.g. a colour for the figure's sign. */
  className?: string | ((row: TRow) => string);
  /** Right-aligned figures, heading included. */
  numeric?: boolean;
}

interface DataTableProps<TRow> {
  list: ListPage<TRow>;
  /** Names the scrolling region ("Blog agent table") and the rows' test id ("blog-agent-row"), e.g. "Blog agent". */
  name: string;
  /** What the rows are, for screen readers; the page is added, e.g. "Your domains". */
  caption: ReactNode;
  /** When the rows go by another name than the table. */
  rowTestId?: string;
  /** The first column heads each row: its cells read as the row's name, unless `rowHeadings` is false. */
  columns: readonly [Column<TRow>, ...Column<TRow>[]];
  /** False when no column names the row, e.g. a ledger. */
  rowHeadings?: boolean;
  /** The last cell of each row, under a heading only screen readers hear. */
  actions?: { cell: (row: TRow) => ReactNode; className?: string };
  className?: string;
}

/** One page of a paged list as a table; phones get one card per row, its cells labelled by their column. */
export function DataTable<TRow extends { id: string }>(props: DataTableProps<TRow>) {
  const { list, columns, actions } = props;
  const [heading, ...rest] = columns;
  const cells = props.rowHeadings === false ? columns : rest;
  const rowTestId = props.rowTestId ?? `${props.name.toLowerCase().replaceAll(" ", "-")}-row`;
  return (
    // Scrolls sideways inside its card if it must; focusable so the keyboard can scroll it too.
    <div className={list.stale ? "table-scroll is-stale" : "table-scroll"} role="region" aria-label={`${props.name} table`} tabIndex={0}>
      <table className={props.className ? `table table-stack ${props.className}` : "table table-stack"} aria-busy={list.stale || undefined}>
        <caption className="visually-hidden">
          {props.caption}, page {list.page} of {list.totalPages}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? "num" : undefined}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.id} data-testid={rowTestId}>
              {props.rowHeadings !== false && (
                <th scope="row" className={cellClass(heading, row, "table-row-heading")}>
                  {heading.cell(row)}
                </th>
              )}
              {cells.map((column) => (
                <td key={column.header} data-label={column.header} className={cellClass(column, row)}>
                  {column.cell(row)}
                </td>
              ))}
              {actions && <td className={actions.className ?? "table-actions-cell"}>{actions.cell(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellClass<TRow>({ numeric, className }: Column<TRow>, row: TRow, base?: string): string | undefined {
  return [base, numeric && "num", typeof className === "function" ? className(row) : className].filter(Boolean).join(" ") || undefined;
}

/** A row's buttons, kept on one line beside the row; on phones they share its width. */
export function TableActions({ children }: { children: ReactNode }) {
  return <div className="button-row table-actions">{children}</div>;
}
