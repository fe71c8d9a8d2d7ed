import type { CreditPackage } from "@sitecrew/core/payment/schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import type { UrlList } from "../../hooks/use-url-list";
import { markCheckoutStarted } from "./checkout-marker";
import { toast } from "../../lib/toasts";
import { CHECKOUT_FAILED_MESSAGE, checkoutUrlOf, formatCredits, formatMoney, formatPerCredit } from "./topup";
import { createTopupCheckout, creditPackagesQueryOptions } from "./payment-queries";
import { Button } from "../../components/ui/Button";
import { EmptyState } from "../../components/ui/EmptyState";
import { Icon } from "../../components/ui/Icon";
import { NoMatch } from "../../components/ui/ListStates";
import { PagedList } from "../../components/ui/PagedList";
import { SearchBox } from "../../components/ui/SearchBox";
import { Card } from "../../components/ui/Card";
import "./topup.css";
import "../../styles/lists.css";

/** The packages on sale as a radio group (paged and searchable through the URL), and the purchase. */
export function CreditPackagesCard({ list }: { list: UrlList }) {
  const { page, limit, search, onSearch } = list;
  const titleId = useId();
  const query = useQuery(creditPackagesQueryOptions(page, limit, search));
  // Kept across pages and searches, so the summary still names a choice that is scrolled out of the list.
  const [selected, setSelected] = useState<CreditPackage | null>(null);

  const checkout = useMutation({
    mutationFn: async (creditPackageId: string) => {
      const { url } = await createTopupCheckout(creditPackageId, crypto.randomUUID());
      const target = checkoutUrlOf(url, window.location.origin);
      if (!target) throw new Error(CHECKOUT_FAILED_MESSAGE);
      return target;
    },
    onSuccess: (target) => {
      markCheckoutStarted();
      window.location.assign(target);
    },
    onError: () => toast({ type: "error", message: CHECKOUT_FAILED_MESSAGE }),
  });
  // The button stays busy until the browser has left for checkout.
  const redirecting = checkout.isPending || checkout.isSuccess;
  const resetCheckout = checkout.reset;
  useEffect(() => {
    // Back from checkout may restore this page from the back/forward cache, still busy: make it usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetCheckout();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [resetCheckout]);

  return (
    <Card titleId={titleId} title="Credit packages" subtitle="Pick a package, then continue to payment.">
      {/* A handful of packages needs neither search nor pages; a longer catalogue gets both. */}
      {(search || (query.data && query.data.pagination.totalPages > 1)) && (
        <SearchBox label="Search packages" placeholder="e.g. 500" className="list-search" search={search} onSearch={onSearch} />
      )}
      <PagedList
        query={query}
        paging={list}
        loadingLabel="Loading credit packages…"
        errorTitle="Credit packages could not be loaded"
        empty={
          <EmptyState icon="search" title="No credit packages found">
            {search ? (
              <NoMatch what="package" search={search} onClear={() => onSearch(undefined)} />
            ) : (
              <p>There are no credit packages on sale right now. Please check back later.</p>
            )}
          </EmptyState>
        }
        listName="The package list"
        pagesLabel="Credit package pages"
        sizeLabel="Packages per page"
        controlsOnlyWhenPaged
      >
        {(items, { stale }) => <PackageOptions items={items} labelledBy={titleId} selectedId={selected?.id} stale={stale} onSelect={setSelected} />}
      </PagedList>
      <div className="topup-checkout">
        <p className="topup-selection" aria-live="polite">
          {selected ? (
            <>
              Your choice: <strong>{formatCredits(selected.credits_amount)}</strong> for <strong>{formatMoney(selected.price, selected.currency)}</strong>
            </>
          ) : (
            "Choose a package to continue."
          )}
        </p>
        <Button disabled={!selected} loading={redirecting} onClick={() => selected && checkout.mutate(selected.id)}>
          Purchase
        </Button>
      </div>
      <p className="card-note">
        <Icon name="lock" size={16} /> You pay on Stripe's secure checkout page; your card details never reach SiteCrew. The credits are added as soon as the
        payment clears.
      </p>
    </Card>
  );
}

interface PackageOptionsProps {
  items: CreditPackage[];
  labelledBy: string;
  selectedId: string | undefined;
  stale: boolean;
  onSelect: (item: CreditPackage) => void;
}

/** Native radios: one choice at a time, arrow keys move between them, Tab enters and leaves the group. */
function PackageOptions({ items, labelledBy, selectedId, stale, onSelect }: PackageOptionsProps) {
  const name = useId();
  return (
    <div className={stale ? "package-list is-stale" : "package-list"} role="radiogroup" aria-labelledby={labelledBy} aria-busy={stale || undefined}>
      {items.map((item) => {
        const perCredit = formatPerCredit(item, item.currency);
        return (
          <label key={item.id} className="package-option">
            <input type="radio" className="package-radio" name={name} value={item.id} checked={item.id === selectedId} onChange={() => onSelect(item)} />
            {/* The spaces keep the accessible name readable: "100 credits $9.00 $0.09 per credit". */}
            <span className="package-credits">{formatCredits(item.credits_amount)}</span>{" "}
            <span className="package-price">{formatMoney(item.price, item.currency)}</span> {perCredit && <span className="package-rate">{perCredit}</span>}
          </label>
        );
      })}
    </div>
  );
}
