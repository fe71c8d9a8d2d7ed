import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useStore } from "../../hooks/use-store";
import { domainStore } from "../domains/domains";
import { grandTotal } from "../domains/service-counts";
import { domainQueryOptions } from "../domains/domain-queries";
import { serviceCountsQueryOptions } from "../domains/service-count-queries";
import { Icon } from "../../components/ui/Icon";
import { DomainSelector } from "./DomainSelector";
import { siteAddress } from "../domains/site-address";
import "./domain-bar.css";

// Not labelled "domain": the onboarding form's "Domain" input must be the only control matching that label.
// On phones it keeps to one line: the chips shrink to their icons, and their words stay for screen readers.
export function DomainBar() {
  const { domains, selected } = useStore(domainStore);
  return (
    <div className="domain-bar" role="region" aria-label="Selected site">
      {selected ? <SiteInfo domainId={selected.id} domainName={selected.domain_name} /> : <p className="domain-bar-empty">No domain selected or available.</p>}
      {domains.length > 0 && <DomainSelector />}
    </div>
  );
}

/** The site's address as the connected site reports it, and its SSL from that address; the domain as entered before it connects. */
function SiteInfo({ domainId, domainName }: { domainId: string; domainName: string }) {
  const { data, isPending } = useQuery(domainQueryOptions(domainId));
  const address = siteAddress(domainName, data?.site?.url);
  return (
    <div className="domain-bar-info">
      <Icon name="globe" size={18} />
      <Link to="/domain-manager/domain-detail/$id" params={{ id: domainId }} className="domain-bar-name" data-testid="domain-address">
        {address.label}
      </Link>
      <span className="chip">
        <Icon name="server" size={14} />
        <span className="chip-label">Type Production</span>
      </span>
      {/* The chip waits for the site's own address rather than change its mind. */}
      {!isPending && <SslChip ssl={address.ssl} />}
      <ServiceTotal domainId={domainId} />
    </div>
  );
}

const SSL_CHIPS = {
  enabled: { className: "chip chip-success", icon: "lock", label: "SSL Enabled" },
  none: { className: "chip chip-warning", icon: "unlock", label: "No SSL" },
  unknown: { className: "chip", icon: "unlock", label: "SSL unknown until the site connects" },
} as const;

function SslChip({ ssl }: { ssl: keyof typeof SSL_CHIPS }) {
  const chip = SSL_CHIPS[ssl];
  return (
    <span className={chip.className} data-testid="domain-ssl">
      <Icon name={chip.icon} size={14} />
      <span className="chip-label">{chip.label}</span>
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
