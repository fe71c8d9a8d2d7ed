import { api, read } from "../../lib/api";

/** A post and the searches its rewrite aims at; with none, the optimizer aims at the post's own keyphrase. */
export interface PostToOptimize {
  post_id: number;
  title: string;
  keyphrases: string[];
}

/** Starts the optimizer on one post, aiming it at the searches that used to bring the post its visitors. */
export const optimizePost = (domainId: string, post: PostToOptimize) =>
  read(
    api["blog-optimization"].$post({
      json: { userDomainId: domainId, selectedContent: [{ id: post.post_id, title: post.title }], keyphrases: post.keyphrases },
    }),
  );
