import * as scoring from "./score";
import { scoredSitePost } from "./site-post";

export type { Rating, Score, ScoredPost } from "./score";
export type { SitePost } from "./site-post";

export namespace Seo {
  export const score = scoring.score;
  export const rating = scoring.rating;
  /** Scores a post as its site keeps it: see `scoredSitePost`. */
  export const scoreSitePost = (...args: Parameters<typeof scoredSitePost>) => scoring.score(scoredSitePost(...args));
  export const readSitePost = scoredSitePost;
}
