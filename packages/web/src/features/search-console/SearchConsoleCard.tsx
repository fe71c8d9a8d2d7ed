import type { DomainDetails } from "@sitecrew/core/site/schema";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Card } from "../../components/ui/Card";
import { Spinner } from "../../components/ui/Spinner";
import { messageOf } from "../../lib/api";
import { consentOutcome } from "./consent-outcome";
import { ConnectButton } from "./ConnectButton";
import { ConnectedDetails } from "./ConnectedDetails";
import { PropertyChoice } from "./PropertyChoice";
import { SEARCH_CONSOLE_ANCHOR } from "./search-console-anchor";
import { searchConsoleQueryOptions } from "./search-console-queries";
import "./search-console.css";

/** The domain's link to Google Search Console: connect, pick the property, sync, disconnect or reconnect. */
export function SearchConsoleCard({ domain }: { domain: DomainDetails }) {
  const query = useQuery(searchConsoleQueryOptions(domain.id));
  const link = query.data;
  const title = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  // Kept from the address Google's consent sent the owner back to, which is then cleaned so a reload does not repeat it.
  const [outcome] = useState(() => consentOutcome(searchStr));

  useEffect(() => {
    if (!outcome) return;
    title.current?.focus();
    title.current?.scrollIntoView({ block: "start" });
    void navigate({ to: ".", search: {}, replace: true, resetScroll: false });
  }, [outcome, navigate]);

  return (
    <div id={SEARCH_CONSOLE_ANCHOR}>
      <Card title="Search Console" subtitle="How often Google shows your posts, and how many people click them." titleRef={title}>
        {outcome && !outcome.ok && (
          <div role="alert">
            <Callout tone="error" title="Search Console was not connected">
              {outcome.message}
            </Callout>
          </div>
        )}
        {query.isPending ? (
          <Spinner label="Loading Search Console…" />
        ) : query.isError ? (
          <div className="stack">
            <div role="alert">
              <Callout tone="error" title="Search Console could not be loaded">
                {messageOf(query.error, "Please check your connection and try again.")}
              </Callout>
            </div>
            <div>
              <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
                Retry
              </Button>
            </div>
          </div>
        ) : link?.status === "not_connected" ? (
          <div className="stack">
            <p>Connect your Google Search Console to see which posts bring visitors from Google and what they searched for. SiteCrew only reads it.</p>
            <ConnectButton domainId={domain.id}>Connect Google Search Console</ConnectButton>
          </div>
        ) : link?.status === "broken" ? (
          <div className="stack">
            <Callout tone="warning" title="Search Console stopped working">
              <p>{link.reason ?? "Google no longer accepts SiteCrew's access."}</p>
              <p>Reconnect to let SiteCrew read your Search Console again.</p>
            </Callout>
            <ConnectButton domainId={domain.id}>Reconnect</ConnectButton>
          </div>
        ) : link?.property ? (
          <ConnectedDetails domain={domain} property={link.property} lastSyncAt={link.last_sync_at} />
        ) : (
          <PropertyChoice domain={domain} />
        )}
      </Card>
    </div>
  );
}
