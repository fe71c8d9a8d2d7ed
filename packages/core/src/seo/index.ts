import * as scoring from "./score";

export type { Rating, Score, ScoredPost } from "./score";

export namespace Seo {
  export const score = scoring.score;
  export const rating = scoring.rating;
}
