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
import { PagedList } from "../../components/ui/PagedList";
import { Card } from "../../components/ui/Card";
import "../../styles/lists.css";
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
    <Card title="Credit history" subtitle="Every change to your balance, newest first.">
      <PagedList
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
        {(rows, { totalPages, stale }) => <LedgerTable rows={rows} page={page} totalPages={totalPages} stale={stale} />}
      </PagedList>
    </Card>
  );
}

function LedgerTable({ rows, page, totalPages, stale }: { rows: LedgerRow[]; page: number; totalPages: number; stale: boolean }) {
  return (
    // Scrolls sideways inside the card if it must; focusable so the keyboard can scroll it too. Phones get one card per row.
    <div className={stale ? "table-scroll is-stale" : "table-scroll"} role="region" aria-label="Credit history table" tabIndex={0}>
      <table className="table table-stack" aria-busy={stale || undefined}>
        <caption className="visually-hidden">
          Credit history, newest first, page {page} of {totalPages}
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Kind</th>
            <th scope="col" className="num">
              Credits
            </th>
            <th scope="col" className="num">
              Balance after
            </th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const description = ledgerDescription(row);
            return (
              <tr key={row.id}>
                <td data-label="Date">
                  <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                </td>
                <td data-label="Kind">{ledgerKindLabel(row.kind)}</td>
                <td data-label="Credits" className={`num credit-${creditTone(row.credits)}`}>
                  {formatCreditChange(row.credits)}
                </td>
                <td data-label="Balance after" className="num">
                  {row.balance_after.toLocaleString()}
                </td>
                <td data-label="Reference" className="table-reference">
                  {description || (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">None</span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
