import { Link } from "@tanstack/react-router";
import { DataTable, TableActions } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { formatDateTime } from "../../lib/date-format";
import type { ServiceRow } from "./services-queries";
import { serviceStatusTone, serviceTarget, usesOf } from "./services-format";
import "./services.css";

/** One page of the domain's agents; phones get one card per agent. */
export function ServiceTable({ list }: { list: ListPage<ServiceRow> }) {
  return (
    <DataTable
      list={list}
      name="Service"
      caption="Your services"
      columns={[
        {
          header: "Name",
          className: "service-name",
          cell: (service) =>
            service.count === undefined ? (
              service.name
            ) : (
              <>
                {service.name}
                <span className="service-uses">{usesOf(service.type_name, service.count)}</span>
              </>
            ),
        },
        { header: "Type", cell: (service) => service.type_name },
        {
          header: "Status",
          cell: (service) => <span className={`badge badge-${serviceStatusTone(service.status)}`}>{service.status}</span>,
        },
        { header: "Created", cell: (service) => formatDateTime(service.created_at) },
      ]}
      actions={{
        cell: (service) => (
          <TableActions>
            <ServiceLink link={service.link} name={service.name} />
          </TableActions>
        ),
      }}
    />
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
