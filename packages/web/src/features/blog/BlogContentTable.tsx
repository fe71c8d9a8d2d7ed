import { Link } from "@tanstack/react-router";
import { DataTable } from "../../components/ui/DataTable";
import type { ListPage } from "../../components/ui/PagedList";
import { formatDateTime } from "../../lib/date-format";
import { SampleTextNote } from "../writer/SampleTextNote";
import { isSampleText } from "../writer/writer-queries";
import type { blogContentQueryOptions } from "./blog-queries";
import { CONTENT_FILTERS } from "./blog-search";
import { ScoreBadge } from "./ScoreBadge";
import "./blog.css";

type ContentPage = Awaited<ReturnType<NonNullable<ReturnType<typeof blogContentQueryOptions>["queryFn"]>>>;
export type BlogPost = ContentPage["data"][number];

const STATUS_BADGES: Record<string, string> = {
  publish: "badge badge-success",
  draft: "badge badge-warning",
  scheduled: "badge badge-info",
  failed: "badge badge-danger",
};

const statusLabel = (status: string) => CONTENT_FILTERS.find((filter) => filter.value === status)?.label ?? status;

export function BlogContentTable({ list }: { list: ListPage<BlogPost> }) {
  return (
    <DataTable
      list={list}
      name="Generated blog"
      caption="Generated blog posts"
      rowTestId="blog-post-row"
      columns={[
        {
          header: "Title",
          className: "wide-cell",
          cell: (post) => (
            <>
              {post.post_url ? (
                <a href={post.post_url} target="_blank" rel="noreferrer">
                  {post.title}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <span>{post.title}</span>
              )}
              {post.focus_keyphrase && <span className="cell-note">Keyphrase: {post.focus_keyphrase}</span>}
              {isSampleText(post.writer) && <SampleTextNote />}
            </>
          ),
        },
        { header: "Blog post ID", cell: (post) => post.post_id ?? <span className="blog-muted">None</span> },
        { header: "Schedule", cell: (post) => post.schedule_name },
        { header: "Author", cell: (post) => post.author || <span className="blog-muted">Unknown</span> },
        {
          header: "Status",
          cell: (post) => <span className={STATUS_BADGES[post.status] ?? "badge badge-neutral"}>{statusLabel(post.status)}</span>,
        },
        { header: "SEO", cell: (post) => <ScoreBadge score={post.seo_score} /> },
        { header: "Readability", cell: (post) => <ScoreBadge score={post.readability_score} /> },
        {
          header: "Created at",
          cell: (post) => (
            <>
              <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>
              {post.generated_at && (
                <span className="cell-note">
                  Generated <time dateTime={post.generated_at}>{formatDateTime(post.generated_at)}</time>
                </span>
              )}
            </>
          ),
        },
        {
          header: "Run",
          cell: (post) => (
            <Link to="/activity/$id" params={{ id: post.run_id }}>
              View run<span className="visually-hidden"> for {post.title}</span>
            </Link>
          ),
        },
      ]}
    />
  );
}
