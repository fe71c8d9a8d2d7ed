import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { DataTable } from "../../components/ui/DataTable";
import { EmptyState } from "../../components/ui/EmptyState";
import { ListLoadError } from "../../components/ui/ListStates";
import { PagedList } from "../../components/ui/PagedList";
import { PageLoading } from "../../components/ui/PageLoading";
import type { UrlList } from "../../hooks/use-url-list";
import { FETCH_AUDITORS_FAILED } from "./auditor-messages";
import { type AuditorListItem, auditorOptionsQueryOptions, auditorsQueryOptions } from "./auditor-queries";
import { AuditStatusBadge } from "./AuditStatusBadge";
import { DeleteAuditorDialog } from "./DeleteAuditorDialog";
import { OlderAuditorForm } from "./OlderAuditorForm";
import { OlderAuditorResults } from "./OlderAuditorResults";
import { messageOf } from "../../lib/api";
import "./auditor.css";

type Mode = { name: "list" } | { name: "form" } | { name: "results"; auditor: AuditorListItem };

/** The single-page auditor: its list, its form and one audit's results, switched in place. */
export function OlderAuditorView({ domainId, list }: { domainId: string; list: UrlList }) {
  const [mode, setMode] = useState<Mode>({ name: "list" });
  const toList = () => setMode({ name: "list" });

  if (mode.name === "form") {
    return (
      <Card
        title="Add Auditor"
        actions={
          <Button variant="secondary" onClick={toList}>
            Back
          </Button>
        }
      >
        <OlderFormOptions domainId={domainId} onDone={toList} />
      </Card>
    );
  }
  if (mode.name === "results") {
    return (
      <Card
        title={`Results: ${mode.auditor.name}`}
        actions={
          <Button variant="secondary" onClick={toList}>
            Back
          </Button>
        }
      >
        <OlderAuditorResults id={mode.auditor.id} />
      </Card>
    );
  }
  return (
    <OlderAuditorList domainId={domainId} list={list} onAdd={() => setMode({ name: "form" })} onView={(auditor) => setMode({ name: "results", auditor })} />
  );
}

function OlderFormOptions({ domainId, onDone }: { domainId: string; onDone: () => void }) {
  const options = useQuery(auditorOptionsQueryOptions(domainId));
  if (options.isPending) return <PageLoading label="Loading the auditor's options…" />;
  if (options.isError) {
    return (
      <ListLoadError
        title="The auditor's options could not be loaded"
        error={options.error}
        retrying={options.isFetching}
        onRetry={() => void options.refetch()}
      />
    );
  }
  return <OlderAuditorForm domainId={domainId} options={options.data} onDone={onDone} />;
}

interface OlderAuditorListProps {
  domainId: string;
  list: UrlList;
  onAdd: () => void;
  onView: (auditor: AuditorListItem) => void;
}

function OlderAuditorList({ domainId, list, onAdd, onView }: OlderAuditorListProps) {
  const query = useQuery(auditorsQueryOptions(domainId, list.page, list.limit, undefined));
  const [deleting, setDeleting] = useState<AuditorListItem | null>(null);
  const add = <Button onClick={onAdd}>Add Auditor</Button>;
  return (
    <Card title="Blog auditors" actions={query.data?.pagination.total === 0 ? undefined : add}>
      <PagedList
        query={query}
        paging={list}
        loadingLabel="Loading blog auditors…"
        errorTitle="The auditors could not be loaded"
        errorMessage={
          query.isError ? `Failed to get ${FETCH_AUDITORS_FAILED}: ${messageOf(query.error, "Please check your connection and try again.")}` : undefined
        }
        empty={
          <EmptyState icon="search" title="No blog auditor yet">
            <p>Get started by creating your first blog auditor</p>
            {add}
          </EmptyState>
        }
        listName="Your auditor list"
        pagesLabel="Auditor list pages"
        sizeLabel="Rows per page"
      >
        {(rows, view) => (
          <DataTable
            list={{ ...view, rows }}
            name="Older auditor"
            rowTestId="auditor-row"
            caption="Your blog auditors"
            columns={[
              { header: "Name", className: "wide-cell", cell: (auditor) => auditor.name },
              { header: "Pages", numeric: true, cell: (auditor) => auditor.contentCount },
              { header: "Competitors", numeric: true, cell: (auditor) => auditor.competitorCount },
              { header: "Credits", numeric: true, cell: (auditor) => auditor.creditsUsed },
              { header: "Status", cell: (auditor) => <AuditStatusBadge status={auditor.status} progress={auditor.progress} /> },
            ]}
            actions={{
              className: "auditor-actions-cell",
              cell: (auditor) => (
                <div className="auditor-actions">
                  <Button variant="secondary" size="sm" disabled={auditor.status !== "completed"} onClick={() => onView(auditor)}>
                    View<span className="visually-hidden"> {auditor.name}</span>
                  </Button>
                  <Button variant="ghost" size="sm" disabled={auditor.status === "processing"} onClick={() => setDeleting(auditor)}>
                    Delete<span className="visually-hidden"> {auditor.name}</span>
                  </Button>
                </div>
              ),
            }}
          />
        )}
      </PagedList>
      <DeleteAuditorDialog auditor={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
