import { DataTable } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { createdAgo } from "../../lib/date-format";
import type { SocialAgent } from "./social-queries";
import { SocialAgentActions } from "./SocialAgentActions";
import { SocialAgentStatusBadge } from "./SocialStatusBadge";

const GENDERS = { female: "Female", male: "Male" } as const;

export function SocialAgentTable({ list, onDelete }: { list: ListPage<SocialAgent & { id: string }>; onDelete: (agent: SocialAgent) => void }) {
  return (
    <DataTable
      list={list}
      name="Social agent"
      caption="Your social media agents"
      columns={[
        {
          header: "Name",
          className: "wide-cell",
          cell: (agent) => agent.name,
        },
        {
          header: "Voice",
          cell: (agent) => (
            <>
              {agent.voice_name}
              {agent.gender && <span className="cell-note">{GENDERS[agent.gender]}</span>}
            </>
          ),
        },
        { header: "Blog", cell: (agent) => agent.blog_name },
        { header: "Videos", numeric: true, cell: (agent) => agent.count_content },
        { header: "Status", cell: (agent) => <SocialAgentStatusBadge status={agent.list_status} /> },
        { header: "Created", cell: (agent) => <time dateTime={agent.created_at}>{createdAgo(agent.created_at)}</time> },
      ]}
      actions={{ className: "social-actions-cell", cell: (agent) => <SocialAgentActions agent={agent} onDelete={onDelete} /> }}
    />
  );
}
