import { Link } from "@tanstack/react-router";
import { useStore } from "../../hooks/use-store";
import { displayDomain, domainStore } from "../../lib/domains";
import { Icon } from "../ui/Icon";
import { DomainSelector } from "./DomainSelector";

export function DomainBar() {
  const { domains, selected } = useStore(domainStore);
  return (
    <div className="domain-bar" role="region" aria-label="Selected domain">
      {selected ? (
        <div className="domain-bar-info">
          <Icon name="globe" size={18} />
          <Link to="/domain-manager" className="domain-bar-name">
            {displayDomain(selected.domain_name)}
          </Link>
          <span className="chip">Type Production</span>
          <span className="chip chip-success">
            <Icon name="lock" size={14} /> SSL Enabled
          </span>
        </div>
      ) : (
        <p className="domain-bar-empty">No domain selected or available.</p>
      )}
      {domains.length > 0 && <DomainSelector />}
    </div>
  );
}
