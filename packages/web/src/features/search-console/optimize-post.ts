import { api, read } from "../../lib/api";
import type { DecliningRow } from "./search-format";

/** Starts the optimizer on one post, aiming it at the searches that used to bring the post its visitors. */
export const optimizePost = (domainId: string, post: DecliningRow) =>
  read(
    api["blog-optimization"].$post({
      json: { userDomainId: domainId, selectedContent: [{ id: post.post_id, title: post.title }], keyphrases: post.keyphrases },
    }),
  );
