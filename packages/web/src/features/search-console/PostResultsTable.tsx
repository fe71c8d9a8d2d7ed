import { countOf } from "../../lib/plural";
import { NoFigure } from "./NoFigure";
import { costPerClick, positionText } from "./search-format";
import type { SearchPost } from "./types";

const QUERIES_SHOWN = 3;

/** Each post's clicks, impressions and position in Google, its best searches, and what it cost in credits. */
export function PostResultsTable({ posts }: { posts: SearchPost[] }) {
  return (
    <div className="table-scroll" role="region" aria-label="Search results per post, table" tabIndex={0}>
      <table className="table table-stack search-table">
        <caption className="visually-hidden">Search results per post, most clicks first</caption>
        <thead>
          <tr>
            <th scope="col" className="wide-cell">
              Post
            </th>
            <th scope="col" className="num">
              Clicks
            </th>
            <th scope="col" className="num">
              Credits spent on this post
            </th>
            <th scope="col" className="num">
              Credits per click
            </th>
            <th scope="col" className="num">
              Impressions
            </th>
            <th scope="col" className="num">
              Average position
            </th>
            <th scope="col">Top searches, last 90 days</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <PostRow key={post.url} post={post} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PostRow({ post }: { post: SearchPost }) {
  const cost = costPerClick(post.credits, post.clicks);
  return (
    <tr data-testid="search-post-row">
      <th scope="row" className="table-row-heading wide-cell">
        <a href={post.url} className="search-post-title">
          {post.title || post.url}
        </a>
        {post.agent_made && <span className="badge badge-info search-post-badge">By your agents</span>}
      </th>
      <td className="num" data-label="Clicks">
        {post.clicks.toLocaleString("en-US")}
      </td>
      <td className="num" data-label="Credits spent on this post">
        {post.credits.toLocaleString("en-US")}
      </td>
      <td className="num" data-label="Credits per click">
        {cost ?? <NoFigure reason="No clicks" />}
      </td>
      <td className="num" data-label="Impressions">
        {post.impressions.toLocaleString("en-US")}
      </td>
      <td className="num" data-label="Average position">
        {positionText(post.position) ?? <NoFigure reason="Not shown in Google" />}
      </td>
      <td data-label="Top searches, last 90 days">
        {post.top_queries.length === 0 ? (
          "None yet"
        ) : (
          <ul className="search-queries">
            {post.top_queries.slice(0, QUERIES_SHOWN).map((item) => (
              <li key={item.query} className="search-query">
                {item.query} <span className="search-query-clicks">{countOf(item.clicks, "click")}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
