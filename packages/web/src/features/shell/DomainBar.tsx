import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useStore } from "../../hooks/use-store";
import { displayDomain, domainStore, servesHttps } from "../domains/domains";
import { grandTotal } from "../domains/service-counts";
import { domainQueryOptions } from "../domains/domain-queries";
import { serviceCountsQueryOptions } from "../domains/service-count-queries";
import { Icon } from "../../components/ui/Icon";
import { DomainSelector } from "./DomainSelector";
import "./domain-bar.css";

// Not labelled "domain": the onboarding form's "Domain" input must be the only control matching that label.
// On phones it keeps to one line: the chips shrink to their icons, and their words stay for screen readers.
export function DomainBar() {
  const { domains, selected } = useStore(domainStore);
  return (
    <div className="domain-bar" role="region" aria-label="Selected site">
      {selected ? (
        <div className="domain-bar-info">
          <Icon name="globe" size={18} />
          <Link to="/domain-manager/domain-detail/$id" params={{ id: selected.id }} className="domain-bar-name">
            {displayDomain(selected.domain_name)}
          </Link>
          <span className="chip">
            <Icon name="server" size={14} />
            <span className="chip-label">Type Production</span>
          </span>
          <SslChip domainId={selected.id} domainName={selected.domain_name} />
          <ServiceTotal domainId={selected.id} />
        </div>
      ) : (
        <p className="domain-bar-empty">No domain selected or available.</p>
      )}
      {domains.length > 0 && <DomainSelector />}
    </div>
  );
}

function SslChip({ domainId, domainName }: { domainId: string; domainName: string }) {
  // The connected site's own address is the better witness; the chip waits for it rather than change its mind.
  const { data, isPending } = useQuery(domainQueryOptions(domainId));
  if (isPending) return null;
  const https = servesHttps(domainName, data?.site?.url);
  return (
    <span className={https ? "chip chip-success" : "chip chip-warning"} data-testid="domain-ssl">
      <Icon name={https ? "lock" : "unlock"} size={14} />
      <span className="chip-label">{https ? "SSL Enabled" : "No SSL"}</span>
    </span>
  );
}

function ServiceTotal({ domainId }: { domainId: string }) {
  const { data, isSuccess } = useQuery(serviceCountsQueryOptions(domainId));
  // Until the count arrives (or if it cannot), the chip stays out rather than showing a wrong number.
  if (!isSuccess) return null;
  const total = grandTotal(data);
  return (
    <span className="chip" data-testid="domain-service-total">
      <Icon name="layers" size={14} /> {total.toLocaleString()}
      <span className="chip-label">{total === 1 ? " service" : " services"}</span>
    </span>
  );
}
