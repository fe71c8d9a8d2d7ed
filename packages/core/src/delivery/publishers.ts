import type { RunItem } from "../job/view";

/** Sends a run's kept output to its site; throws the site's refusal as a VisibleError. */
export type Publisher = (run: RunItem, kept: unknown) => Promise<{ output: Record<string, unknown>; detail: string }>;
