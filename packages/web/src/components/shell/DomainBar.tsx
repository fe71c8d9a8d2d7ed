import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useStore } from "../../hooks/use-store";
import { displayDomain, domainStore } from "../../lib/domains";
import { formatServiceCount, grandTotal } from "../../lib/service-counts";
import { serviceCountsQueryOptions } from "../../queries/service-counts";
import { Icon } from "../ui/Icon";
import { DomainSelector } from "./DomainSelector";

// Not labelled "domain": the onboarding form's "Domain" input must be the only control matching that label.
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
          <span className="chip">Type Production</span>
          <span className="chip chip-success">
            <Icon name="lock" size={14} /> SSL Enabled
          </span>
          <ServiceTotal domainId={selected.id} />
        </div>
      ) : (
        <p className="domain-bar-empty">No domain selected or available.</p>
      )}
      {domains.length > 0 && <DomainSelector />}
    </div>
  );
}

function ServiceTotal({ domainId }: { domainId: string }) {
  const { data, isSuccess } = useQuery(serviceCountsQueryOptions(domainId));
  // Until the count arrives (or if it cannot), the chip stays out rather than showing a wrong number.
  if (!isSuccess) return null;
  return (
    <span className="chip" data-testid="domain-service-total">
      <Icon name="layers" size={14} /> {formatServiceCount(grandTotal(data))}
    </span>
  );
}
