import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useStore } from "../../hooks/use-store";
import { creditsStore } from "../../lib/credits";
import { formatDateTime } from "../../lib/date-format";
import { creditTone, formatCreditChange, ledgerKindLabel } from "../../lib/ledger-format";
import { LEDGER_QUERY_KEY, type LedgerEntry, ledgerQueryOptions } from "../../queries/credits";
import { EmptyState } from "../ui/EmptyState";
import { ListLoadError, ListLoading, PagePastEnd } from "../ui/ListStates";
import { PageControls } from "../ui/PageControls";

interface CreditHistoryCardProps {
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** The credit ledger, newest first, one page at a time; the page and its size live in the URL. */
export function CreditHistoryCard({ page, limit, onPage, onLimit }: CreditHistoryCardProps) {
  const queryClient = useQueryClient();
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = useQuery(
    ledgerQueryOptions(page, limit),
  );
  const totalPages = data?.pagination.totalPages ?? 1;
  const hasNextPage = page < totalPages;

  // Next is one click away: fetch it once this page has arrived.
  useEffect(() => {
    if (hasNextPage && !isPlaceholderData) void queryClient.prefetchQuery(ledgerQueryOptions(page + 1, limit));
  }, [queryClient, page, limit, hasNextPage, isPlaceholderData]);

  // A balance change (the header polls it) means new movements: re-read the history so the two agree.
  const balance = useStore(creditsStore);
  const seenBalance = useRef(balance);
  useEffect(() => {
    if (balance === seenBalance.current) return;
    seenBalance.current = balance;
    if (balance !== null) void queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_KEY });
  }, [balance, queryClient]);

  let body;
  if (isPending) {
    body = <ListLoading label="Loading credit history…" />;
  } else if (isError) {
    body = (
      <ListLoadError title="Credit history could not be loaded" error={error} retrying={isFetching} onRetry={() => void refetch()} page={page} onPage={onPage} />
    );
  } else if (data.pagination.total === 0) {
    body = (
      <EmptyState icon="coins" title="No credit movements yet">
        <p>Top-ups and the credits your agent runs use will be listed here.</p>
        <Link to="/topup" className="btn btn-primary">
          Top up credits
        </Link>
      </EmptyState>
    );
  } else if (data.data.length === 0) {
    body = <PagePastEnd page={page} totalPages={totalPages} what="Your credit history" onPage={onPage} />;
  } else {
    body = (
      <>
        <LedgerTable rows={data.data} page={page} totalPages={totalPages} stale={isPlaceholderData} />
        <PageControls
          label="Credit history pages"
          sizeLabel="Rows per page"
          page={page}
          totalPages={totalPages}
          limit={limit}
          loading={isPlaceholderData && isFetching}
          onPage={onPage}
          onLimit={onLimit}
        />
      </>
    );
  }

  return (
    <section className="card" aria-labelledby="history-title">
      <header className="card-header">
        <div>
          <h2 id="history-title" className="card-title">
            Credit history
          </h2>
          <p className="card-subtitle">Every change to your balance, newest first.</p>
        </div>
      </header>
      {body}
    </section>
  );
}

function LedgerTable({ rows, page, totalPages, stale }: { rows: LedgerEntry[]; page: number; totalPages: number; stale: boolean }) {
  return (
    // Scrolls sideways inside the card on narrow screens; focusable so the keyboard can scroll it too.
    <div className={stale ? "table-scroll is-stale" : "table-scroll"} role="region" aria-label="Credit history table" tabIndex={0}>
      <table className="table" aria-busy={stale || undefined}>
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
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
              </td>
              <td>{ledgerKindLabel(row.kind)}</td>
              <td className={`num credit-${creditTone(row.credits)}`}>{formatCreditChange(row.credits)}</td>
              <td className="num">{row.balance_after.toLocaleString()}</td>
              <td className="table-reference">
                {row.reference || (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">None</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
