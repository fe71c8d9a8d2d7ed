import type { ScoredPost } from "../../seo";
import { rankmath } from "./rankmath";
import { semrush } from "./semrush";
import type { Profile, Provider } from "./types";
import { yoast } from "./yoast";

export { PROVIDERS, type Check, type Fix, type ProfileScore, type Provider } from "./types";
export type { ScoredPost } from "../../seo";

export const profiles: Record<Provider, Profile> = { yoast, rankmath, semrush };

/** A post's score (0 to 100) and checks under one provider's profile. */
export function scoreWith(provider: Provider, post: ScoredPost) {
  return profiles[provider].score(post);
}
