import { Callout } from "../../components/ui/Callout";
import type { ReplacedPost } from "./approval-replaces";

/** Names the live post a rewrite will replace, with a link to it as it reads now. */
export function ReplacedPostNote({ post }: { post: ReplacedPost }) {
  return (
    <Callout title="Replaces a published post">
      Approving writes this version over “{post.title}” (ID {post.id}), at the same address.{" "}
      {/^https?:\/\//i.test(post.url) && (
        <a href={post.url} className="link" target="_blank" rel="noreferrer">
          See the post as it is now<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </Callout>
  );
}
