import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/date-format";
import type { blogContentQueryOptions } from "./blog-queries";
import { CONTENT_FILTERS } from "./blog-search";
import { ScoreBadge } from "./ScoreBadge";
import "../../styles/lists.css";
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

interface BlogContentTableProps {
  rows: BlogPost[];
  page: number;
  totalPages: number;
  stale: boolean;
}

export function BlogContentTable({ rows, page, totalPages, stale }: BlogContentTableProps) {
  return (
    <div className={stale ? "table-scroll is-stale" : "table-scroll"} role="region" aria-label="Generated blog table" tabIndex={0}>
      <table className="table table-stack" aria-busy={stale || undefined}>
        <caption className="visually-hidden">
          Generated blog posts, page {page} of {totalPages}
        </caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Blog post ID</th>
            <th scope="col">Schedule</th>
            <th scope="col">Author</th>
            <th scope="col">Status</th>
            <th scope="col">SEO</th>
            <th scope="col">Readability</th>
            <th scope="col">Created at</th>
            <th scope="col">Run</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((post) => (
            <tr key={post.id} data-testid="blog-post-row">
              <th scope="row" className="blog-name-cell">
                {post.post_url ? (
                  <a href={post.post_url} target="_blank" rel="noreferrer">
                    {post.title}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span>{post.title}</span>
                )}
                {post.focus_keyphrase && <span className="blog-muted blog-block">Keyphrase: {post.focus_keyphrase}</span>}
              </th>
              <td data-label="Blog post ID">{post.post_id ?? <span className="blog-muted">None</span>}</td>
              <td data-label="Schedule">{post.schedule_name}</td>
              <td data-label="Author">{post.author || <span className="blog-muted">Unknown</span>}</td>
              <td data-label="Status">
                <span className={STATUS_BADGES[post.status] ?? "badge badge-neutral"}>{statusLabel(post.status)}</span>
              </td>
              <td data-label="SEO">
                <ScoreBadge score={post.seo_score} />
              </td>
              <td data-label="Readability">
                <ScoreBadge score={post.readability_score} />
              </td>
              <td data-label="Created at">
                <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>
                {post.generated_at && (
                  <span className="blog-muted blog-block">
                    Generated <time dateTime={post.generated_at}>{formatDateTime(post.generated_at)}</time>
                  </span>
                )}
              </td>
              <td data-label="Run">
                <Link to="/activity/$id" params={{ id: post.run_id }}>
                  View run<span className="visually-hidden"> for {post.title}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
