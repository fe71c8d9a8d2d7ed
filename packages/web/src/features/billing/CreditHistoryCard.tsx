import type { LedgerRow } from "@sitecrew/core/credit/schema";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import type { UrlPaging } from "../../hooks/use-url-list";
import { formatDateTime } from "../../lib/date-format";
import { creditTone, formatCreditChange, ledgerDescription, ledgerKindLabel } from "./ledger-format";
import { balanceQueryOptions } from "./balance-queries";
import { LEDGER_QUERY_KEY, ledgerQueryOptions } from "./credit-queries";
import { EmptyState } from "../../components/ui/EmptyState";
import { DataTable } from "../../components/ui/DataTable";
import { ListCard } from "../../components/ui/ListCard";
import type { ListPage } from "../../components/ui/PagedList";
import "./billing.css";

/** The credit ledger, newest first, one page at a time; the page and its size live in the URL. */
export function CreditHistoryCard({ paging }: { paging: UrlPaging }) {
  const { page, limit } = paging;
  const queryClient = useQueryClient();
  const query = useQuery(ledgerQueryOptions(page, limit));
  const { isPlaceholderData } = query;
  const hasNextPage = page < (query.data?.pagination.totalPages ?? 1);

  // Next is one click away: fetch it once this page has arrived.
  useEffect(() => {
    if (hasNextPage && !isPlaceholderData) void queryClient.prefetchQuery(ledgerQueryOptions(page + 1, limit));
  }, [queryClient, page, limit, hasNextPage, isPlaceholderData]);

  // A balance change (the header polls it) means new movements: re-read the history so the two agree.
  const balance = useQuery(balanceQueryOptions()).data ?? null;
  const seenBalance = useRef(balance);
  useEffect(() => {
    if (balance === seenBalance.current) return;
    seenBalance.current = balance;
    if (balance !== null) void queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_KEY });
  }, [balance, queryClient]);

  return (
    <ListCard
      title="Credit history"
      subtitle="Every change to your balance, newest first. A run that failed or was cancelled gave back all it held and is not listed."
      query={query}
      paging={paging}
      loadingLabel="Loading credit history…"
      errorTitle="Credit history could not be loaded"
      empty={
        <EmptyState icon="coins" title="No credit movements yet">
          <p>Top-ups and the credits your agent runs use will be listed here.</p>
          <Link to="/topup" className="btn btn-primary">
            Top up credits
          </Link>
        </EmptyState>
      }
      listName="Your credit history"
      pagesLabel="Credit history pages"
      sizeLabel="Rows per page"
    >
      {(shown) => <LedgerTable list={shown} />}
    </ListCard>
  );
}

function LedgerTable({ list }: { list: ListPage<LedgerRow> }) {
  return (
    <DataTable
      list={list}
      name="Credit history"
      caption="Credit history, newest first"
      rowHeadings={false}
      columns={[
        { header: "Date", cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time> },
        { header: "Kind", cell: (row) => ledgerKindLabel(row.kind, row.reference) },
        { header: "Credits", numeric: true, className: (row) => `credit-${creditTone(row.credits)}`, cell: (row) => formatCreditChange(row.credits) },
        { header: "Balance after", numeric: true, cell: (row) => row.balance_after.toLocaleString() },
        {
          header: "Reference",
          className: "table-reference",
          cell: (row) =>
            row.run_id ? (
              <Link to="/activity/$id" params={{ id: row.run_id }}>
                {ledgerDescription(row)}
              </Link>
            ) : (
              ledgerDescription(row) || (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">None</span>
                </>
              )
            ),
        },
      ]}
    />
  );
}
