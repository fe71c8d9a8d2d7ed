import type { DomainDetails } from "@sitecrew/core/site/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { DetailItem } from "../../components/ui/DetailList";
import { useStore } from "../../hooks/use-store";
import { messageOf } from "../../lib/api";
import { formatDateTime } from "../../lib/date-format";
import { domainStore } from "../domains/domains";
import { useSelectDomain } from "../domains/use-select-domain";
import { isRunFinished, useRunProgress } from "../runs/use-run-progress";
import { DisconnectButton } from "./DisconnectButton";
import { searchConsoleKey, syncNow } from "./search-console-queries";
import { propertyLabel } from "./search-format";

interface ConnectedDetailsProps {
  domain: DomainDetails;
  property: string;
  lastSyncAt: string | null;
}

/** A connected domain: its property, when Google's figures were last read, a sync now followed to its end, and disconnecting. */
export function ConnectedDetails({ domain, property, lastSyncAt }: ConnectedDetailsProps) {
  const queryClient = useQueryClient();
  const { selected } = useStore(domainStore);
  const selectDomain = useSelectDomain();
  const sync = useMutation({ mutationFn: () => syncNow(domain.id) });
  const run = useRunProgress(sync.data?.id).data;
  const syncing = sync.isPending || (sync.isSuccess && (!run || !isRunFinished(run)));
  const finished = run && isRunFinished(run) ? run.status : null;

  // A finished sync changes the last sync time and every figure Analytics shows.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: searchConsoleKey(domain.id) });
  }, [finished, queryClient, domain.id]);

  return (
    <div className="stack">
      <dl className="detail-list">
        <DetailItem term="Property">{propertyLabel(property)}</DetailItem>
        <DetailItem term="Last synced">
          {/* Said when it changes, so an owner who pressed Sync now hears that it finished. */}
          <span aria-live="polite" data-testid="search-console-last-sync">
            {syncing ? "Syncing now…" : lastSyncAt ? formatDateTime(lastSyncAt) : "Not yet: the first sync reads the last 90 days."}
          </span>
        </DetailItem>
      </dl>
      {(sync.isError || finished === "failed" || finished === "cancelled") && (
        <div role="alert">
          <Callout tone="error" title="The sync did not finish">
            {sync.isError ? messageOf(sync.error, "Please try again.") : run?.error || "It stopped before finishing. Please try again."}
          </Callout>
        </div>
      )}
      <div className="button-row">
        <Button variant="secondary" loading={syncing} onClick={() => sync.mutate()}>
          Sync now
        </Button>
        <DisconnectButton domainId={domain.id} />
      </div>
      {/* Analytics shows the current domain, so this one becomes current first. */}
      <Link
        to="/analytics"
        onClick={() => {
          if (selected?.id !== domain.id) void selectDomain(domain);
        }}
      >
        See the search results in Analytics
      </Link>
    </div>
  );
}
