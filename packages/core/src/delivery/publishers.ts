import type { RunItem } from "../job/view";

/** Sends a run's kept output to its site; throws the site's refusal as a VisibleError. */
export type Publisher = (run: RunItem, kept: unknown) => Promise<{ output: Record<string, unknown>; detail: string }>;

/** The kinds of run whose output goes to the owner's site, and can be sent again when it refused it. */
export const publishers: Record<string, () => Promise<Publisher>> = {
  blog: async () => (await import("../blog/deliver")).publishKeptPost,
  blog_optimization: async () => (await import("../optimize/deliver")).publishKeptRewrite,
};
