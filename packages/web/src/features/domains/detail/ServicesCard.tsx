import type { DomainDetails } from "@sitecrew/core/site/schema";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useSelectDomain } from "../use-select-domain";
import { useStore } from "../../../hooks/use-store";
import { domainStore } from "../domains";
import { AGENT_CATALOG, type ServiceAgent } from "@sitecrew/core/agents/catalog";
import { serviceTotal } from "../service-counts";
import { serviceCountsQueryOptions } from "../service-count-queries";
import { Icon } from "../../../components/ui/Icon";
import { Card } from "../../../components/ui/Card";
import "../domains.css";

/** The agents a domain's page counts: those that run on their own (not the SEO agents' one-off work). */
const SERVICES = (["blog", "chat", "social"] as const satisfies readonly ServiceAgent[]).map((kind) => ({
  kind,
  label: AGENT_CATALOG[kind].name,
  icon: AGENT_CATALOG[kind].card.icon,
}));

export function ServicesCard({ domain }: { domain: DomainDetails }) {
  const { data } = useSuspenseQuery(serviceCountsQueryOptions(domain.id));
  const { selected } = useStore(domainStore);
  const selectDomain = useSelectDomain();

  return (
    <Card title="Services">
      <ul className="service-list">
        {SERVICES.map(({ label, kind, icon }) => (
          <li key={kind} className="service-item">
            <Icon name={icon} />
            <span>{label}</span>
            <span className="service-count" data-testid={`service-count-${kind}`}>
              {serviceTotal(data, kind).toLocaleString()}
            </span>
          </li>
        ))}
      </ul>
      {/* Services are added to the current domain, so this domain becomes current first. */}
      <Link
        to="/add-service"
        className="btn btn-secondary btn-block"
        onClick={() => {
          if (selected?.id !== domain.id) void selectDomain(domain);
        }}
      >
        <Icon name="plus" size={18} /> Add Service
      </Link>
    </Card>
  );
}
