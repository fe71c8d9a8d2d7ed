import type { DomainListItem, DomainSummary } from "@sitecrew/core/site/schema";
import { Link } from "@tanstack/react-router";
import { useSelectDomain } from "./use-select-domain";
import { useStore } from "../../hooks/use-store";
import { domainAddress, domainStore } from "./domains";
import { formatServiceCount } from "./service-counts";
import { Button } from "../../components/ui/Button";
import { DataTable, TableActions } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { DomainBadges } from "./DomainBadges";
import "./domains.css";

interface DomainTableProps {
  list: ListPage<DomainListItem>;
  onRemove: (domain: DomainSummary) => void;
}

export function DomainTable({ list, onRemove }: DomainTableProps) {
  const { selected } = useStore(domainStore);
  const selectDomain = useSelectDomain();
  return (
    <DataTable
      list={list}
      name="Domain"
      caption="Your domains"
      columns={[
        {
          header: "Domain",
          className: "domain-cell",
          cell: (domain) => (
            <>
              <span>{domainAddress(domain)}</span>
              {domain.id === selected?.id && <span className="badge badge-success">Current</span>}
            </>
          ),
        },
        { header: "Status", cell: (domain) => <DomainBadges domain={domain} /> },
        { header: "Services", cell: (domain) => <span data-testid="service-count">{formatServiceCount(domain.service_count)}</span> },
      ]}
      actions={{
        cell: (domain) => (
          <TableActions>
            <Link to="/domain-manager/domain-detail/$id" params={{ id: domain.id }} className="btn btn-secondary btn-sm">
              View
            </Link>
            <Button variant="secondary" size="sm" disabled={domain.id === selected?.id} onClick={() => void selectDomain(domain)}>
              Set Current
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onRemove(domain)}>
              Remove
            </Button>
          </TableActions>
        ),
      }}
    />
  );
}
