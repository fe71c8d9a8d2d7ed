import type { DomainDetails } from "@sitecrew/core/site/schema";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { DetailItem } from "../../components/ui/DetailList";
import { useStore } from "../../hooks/use-store";
import { messageOf } from "../../lib/api";
import { formatDateTime } from "../../lib/date-format";
import { toast } from "../../lib/toasts";
import { domainStore } from "../domains/domains";
import { useSelectDomain } from "../domains/use-select-domain";
import { DisconnectButton } from "./DisconnectButton";
import { propertyLabel } from "./search-format";
import { syncNow } from "./search-console-queries";

interface ConnectedDetailsProps {
  domain: DomainDetails;
  property: string;
  lastSyncAt: string | null;
  /** A sync started here has not finished yet. */
  syncing: boolean;
  onSyncStarted: () => void;
}

/** A connected domain: its property, when Google's figures were last read, and what the owner can do about it. */
export function ConnectedDetails({ domain, property, lastSyncAt, syncing, onSyncStarted }: ConnectedDetailsProps) {
  const { selected } = useStore(domainStore);
  const selectDomain = useSelectDomain();
  const sync = useMutation({
    mutationFn: () => syncNow(domain.id),
    onSuccess: () => {
      onSyncStarted();
      toast({ title: "Sync started", message: "SiteCrew is reading Google's latest figures. It shows in Activity too." });
    },
  });

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
      {sync.isError && (
        <div role="alert">
          <Callout tone="error" title="The sync did not start">
            {messageOf(sync.error, "Please try again.")}
          </Callout>
        </div>
      )}
      <div className="button-row">
        <Button variant="secondary" loading={sync.isPending || syncing} onClick={() => sync.mutate()}>
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
