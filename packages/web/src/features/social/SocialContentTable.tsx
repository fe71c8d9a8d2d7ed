import { DataTable } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { Spinner } from "../../components/ui/Spinner";
import { createdAgo } from "../../lib/date-format";
import { ContentActions } from "./ContentActions";
import { progressWords } from "./content-rules";
import type { SocialContent } from "./social-queries";
import { ContentStatusBadge } from "./SocialStatusBadge";

interface SocialContentTableProps {
  list: ListPage<SocialContent & { id: string }>;
  onWatch: (content: SocialContent) => void;
  onInstagram: (content: SocialContent) => void;
  onDelete: (content: SocialContent) => void;
}

export function SocialContentTable({ list, onWatch, onInstagram, onDelete }: SocialContentTableProps) {
  return (
    <DataTable
      list={list}
      name="Social content"
      caption="The agent's videos"
      columns={[
        {
          header: "Post title",
          className: "wide-cell",
          cell: (content) => (
            <>
              {content.post_title}
              {content.status === "fail" && content.error && <span className="cell-note social-error">{content.error}</span>}
              {content.renderer_note && <span className="cell-note">{content.renderer_note}</span>}
            </>
          ),
        },
        {
          header: "Status",
          cell: (content) => {
            const progress = progressWords(content);
            return (
              <span className="social-status">
                <ContentStatusBadge status={content.status} />
                {progress && (
                  <span className="social-progress">
                    <Spinner /> {progress}
                  </span>
                )}
                {content.status === "published" && content.instagram_permalink && (
                  <a href={content.instagram_permalink} target="_blank" rel="noopener noreferrer" className="social-permalink">
                    View on Instagram<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                )}
              </span>
            );
          },
        },
        { header: "Created", cell: (content) => <time dateTime={content.created_at}>{createdAgo(content.created_at)}</time> },
      ]}
      actions={{
        className: "social-actions-cell",
        cell: (content) => <ContentActions content={content} onWatch={onWatch} onInstagram={onInstagram} onDelete={onDelete} />,
      }}
    />
  );
}
