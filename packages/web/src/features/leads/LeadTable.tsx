import { Link } from "@tanstack/react-router";
import { DataTable } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { formatDateTime } from "../../lib/date-format";
import type { LeadRow } from "./lead-queries";
import { LEAD_STATUS_LABELS } from "./lead-search";

export function LeadTable({ list }: { list: ListPage<LeadRow> }) {
  return (
    <DataTable
      list={list}
      name="Lead"
      caption="Visitors' questions left in the chat"
      columns={[
        { header: "Question", className: "lead-question-cell", cell: (lead) => lead.question },
        { header: "Email", cell: (lead) => lead.email },
        { header: "Status", cell: (lead) => <span className={`badge lead-status-${lead.status}`}>{LEAD_STATUS_LABELS[lead.status]}</span> },
        { header: "Received", cell: (lead) => formatDateTime(lead.created_at) },
      ]}
      actions={{
        cell: (lead) => (
          <Link to="/leads/$id" params={{ id: lead.id }} className="btn btn-secondary btn-sm" aria-label={`Open the lead from ${lead.email}`}>
            Open
          </Link>
        ),
      }}
    />
  );
}
