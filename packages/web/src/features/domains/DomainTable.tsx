import type { DomainListItem, DomainSummary } from "@sitecrew/core/site/schema";
import { Link } from "@tanstack/react-router";
import { useSelectDomain } from "./use-select-domain";
import { useStore } from "../../hooks/use-store";
import { displayDomain, domainStore } from "./domains";
import { formatServiceCount } from "./service-counts";
import { Button } from "../../components/ui/Button";
import { DomainBadges } from "./DomainBadges";
import "../../styles/lists.css";
import "./domains.css";

interface DomainTableProps {
  rows: DomainListItem[];
  page: number;
  totalPages: number;
  stale: boolean;
  onRemove: (domain: DomainSummary) => void;
}

export function DomainTable({ rows, page, totalPages, stale, onRemove }: DomainTableProps) {
  const { selected } = useStore(domainStore);
  const selectDomain = useSelectDomain();
  return (
    // Scrolls sideways inside the card if it must; focusable so the keyboard can scroll it too. Phones get one card per row.
    <div className={stale ? "table-scroll is-stale" : "table-scroll"} role="region" aria-label="Domain table" tabIndex={0}>
      <table className="table table-stack" aria-busy={stale || undefined}>
        <caption className="visually-hidden">
          Your domains, page {page} of {totalPages}
        </caption>
        <thead>
          <tr>
            <th scope="col">Domain</th>
            <th scope="col">Status</th>
            <th scope="col">Services</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((domain) => {
            const current = domain.id === selected?.id;
            return (
              <tr key={domain.id} data-testid="domain-row">
                <th scope="row" className="domain-cell">
                  <span>{displayDomain(domain.domain_name)}</span>
                  {current && <span className="badge badge-success">Current</span>}
                </th>
                <td data-label="Status">
                  <DomainBadges domain={domain} />
                </td>
                <td data-label="Services">
                  <span data-testid="service-count">{formatServiceCount(domain.service_count)}</span>
                </td>
                <td className="table-actions-cell">
                  <div className="button-row table-actions">
                    <Link
                      to="/domain-manager/domain-detail/$id"
                      params={{ id: domain.id }}
                      className="btn btn-secondary btn-sm"
                    >
                      View
                    </Link>
                    <Button variant="secondary" size="sm" disabled={current} onClick={() => void selectDomain(domain)}>
                      Set Current
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => onRemove(domain)}>
                      Remove
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
