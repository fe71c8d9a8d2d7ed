import { DataTable } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { createdAgo } from "../../lib/date-format";
import { AuditorActions } from "./AuditorActions";
import type { AuditorListItem } from "./auditor-queries";
import { AuditStatusBadge } from "./AuditStatusBadge";

const count = (value: number, word: string) => `${value} ${word}${value === 1 ? "" : "s"}`;

export function AuditorTable({ list, onDelete }: { list: ListPage<AuditorListItem>; onDelete: (auditor: AuditorListItem) => void }) {
  return (
    <DataTable
      list={list}
      name="Auditor"
      caption="Your blog auditors"
      columns={[
        { header: "Auditor Name", className: "wide-cell", cell: (auditor) => auditor.name },
        { header: "Content Count", cell: (auditor) => count(auditor.contentCount, "Page") },
        { header: "Competitors", cell: (auditor) => count(auditor.competitorCount, "Site") },
        { header: "Status", cell: (auditor) => <AuditStatusBadge status={auditor.status} progress={auditor.progress} /> },
        { header: "Created", cell: (auditor) => <time dateTime={auditor.createdTime}>{createdAgo(auditor.createdTime)}</time> },
      ]}
      actions={{ className: "auditor-actions-cell", cell: (auditor) => <AuditorActions auditor={auditor} onDelete={onDelete} /> }}
    />
  );
}
