import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/date-format";
import type { ServiceRow } from "./services-queries";
import { serviceStatusTone, serviceTarget } from "./services-format";
import "../../styles/lists.css";
import "./services.css";

interface ServiceTableProps {
  rows: ServiceRow[];
  page: number;
  totalPages: number;
  stale: boolean;
}

/** One page of the domain's agents; phones get one card per agent. */
export function ServiceTable({ rows, page, totalPages, stale }: ServiceTableProps) {
  return (
    <div className={stale ? "table-scroll is-stale" : "table-scroll"} role="region" aria-label="Service table" tabIndex={0}>
      <table className="table table-stack" aria-busy={stale || undefined}>
        <caption className="visually-hidden">
          Your services, page {page} of {totalPages}
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((service) => (
            <tr key={service.id} data-testid="service-row">
              <th scope="row" className="service-name">
                {service.name}
              </th>
              <td data-label="Type">{service.type_name}</td>
              <td data-label="Status">
                <span className={`badge badge-${serviceStatusTone(service.status)}`}>{service.status}</span>
              </td>
              <td data-label="Created">{formatDateTime(service.created_at)}</td>
              <td className="table-actions-cell">
                <div className="button-row table-actions">
                  <ServiceLink link={service.link} name={service.name} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ServiceLink({ link, name }: { link: string; name: string }) {
  const target = serviceTarget(link);
  const label = `Open ${name}`;
  if (target?.page === "blog-content") {
    return (
      <Link to="/add-service/view-blog-content/$id" params={{ id: target.id }} className="btn btn-secondary btn-sm" aria-label={label}>
        Open
      </Link>
    );
  }
  if (target?.page === "path") {
    return (
      <a href={target.href} className="btn btn-secondary btn-sm" aria-label={label}>
        Open
      </a>
    );
  }
  return null;
}
