import { RUN_KINDS } from "./activity-kinds";
import type { RunStatus } from "./activity-search";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

const STATUS: Record<RunStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: "Queued", tone: "neutral" },
  running: { label: "Running", tone: "info" },
  succeeded: { label: "Succeeded", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  cancelled: { label: "Cancelled", tone: "warning" },
};

interface RunOutcomeFields {
  status: RunStatus;
  output: Record<string, unknown> | null;
}

/** A run that did its work (and kept its credits) but whose site refused what it made; it can be sent again. */
export const isUnpublished = (run: RunOutcomeFields): boolean => run.status === "succeeded" && run.output?.published === false;

/** The site's reason for refusing an unpublished run's work. */
export const publishError = (run: RunOutcomeFields): string =>
  typeof run.output?.publish_error === "string" && run.output.publish_error ? run.output.publish_error : "The site refused it.";

const UNPUBLISHED = { label: "Written, not published", tone: "warning" } as const;

export const runStatusLabel = (status: RunStatus): string => STATUS[status].label;

/** A run's badge: its status, or that its work was written but not published. */
export const runBadge = (run: RunOutcomeFields): { label: string; tone: BadgeTone } => (isUnpublished(run) ? UNPUBLISHED : STATUS[run.status]);

/** A run as its row names it: its kind and what it made or works on ("Blog post: Choosing a grinder"). */
export const runName = (run: { kind: string; subject: string | null }): string =>
  run.subject ? `${runKindLabel(run.kind)}: ${run.subject}` : runKindLabel(run.kind);

/** A kind of run as people say it; a kind this dashboard does not know yet is shown as the API names it. */
export const runKindLabel = (kind: string): string => (Object.hasOwn(RUN_KINDS, kind) ? RUN_KINDS[kind as keyof typeof RUN_KINDS] : kind);

const TRIGGERS: Record<string, string> = {
  schedule: "On schedule",
  run_now: "Run now",
  saved: "Agent saved",
  site_change: "Site changed",
  approval: "Approval",
  publish: "Publish",
};

/** How a run started, in words; runs recorded before triggers were told apart were started with Run now. */
export const runTriggerLabel = (trigger: string): string => TRIGGERS[trigger] ?? "Run now";

export const creditCount = (count: number): string => `${count.toLocaleString("en-US")} ${count === 1 ? "credit" : "credits"}`;

interface RunCredits {
  status: RunStatus;
  credits_estimated: number;
  credits_held: number;
  credits_captured: number;
}

/** What the run's credits came to, in a few words for the list. */
export function creditOutcome(run: RunCredits): string {
  switch (run.status) {
    case "queued":
    case "running":
      return `${creditCount(run.credits_held)} held`;
    case "succeeded":
      return `${creditCount(run.credits_captured)} charged`;
    default:
      return run.credits_held > 0 ? `${creditCount(run.credits_held)} returned` : "Nothing charged";
  }
}

/** What happened to the run's credits, step by step, for its detail page. */
export function creditStory(run: RunCredits): string[] {
  const story = [`Estimated at ${creditCount(run.credits_estimated)}.`];
  if (run.credits_held === 0) {
    if (run.status === "failed") story.push("Nothing was held or charged: the run was refused before it started.");
    return story;
  }
  story.push(`${creditCount(run.credits_held)} held from your balance when the run was queued.`);
  switch (run.status) {
    case "queued":
    case "running":
      story.push("They stay held until the run finishes: charged if it succeeds, returned if it does not.");
      break;
    case "succeeded":
      story.push(`${creditCount(run.credits_captured)} charged when it succeeded.`);
      break;
    case "failed":
      story.push(`${creditCount(run.credits_held)} returned to your balance when it failed.`);
      break;
    case "cancelled":
      story.push(`${creditCount(run.credits_held)} returned to your balance when it was cancelled.`);
      break;
  }
  return story;
}

const PROVIDERS: Record<string, string> = {
  "openai-compatible": "OpenAI-compatible",
  bedrock: "Amazon Bedrock",
  instagram: "Instagram",
};

/** The AI that did the work: provider and model, or what is known of them; our own offline writer by its name. */
export function providerText(run: { provider: string | null; model: string | null }): string | null {
  if (run.provider === "offline") return "Offline writer";
  const provider = run.provider ? (PROVIDERS[run.provider] ?? run.provider) : null;
  if (provider && run.model) return `${provider} · ${run.model}`;
  return provider ?? run.model ?? null;
}

/** Work the offline writer wrote: its run names it, or its output says so (`writer`, or `offline` on older blog runs). */
export const isOfflineWork = (run: { provider: string | null; output: Record<string, unknown> | null }): boolean =>
  run.provider === "offline" || run.output?.writer === "offline" || run.output?.offline === true;

interface RunMaker {
  kind: string;
  status: RunStatus;
  provider: string | null;
  model: string | null;
  output: Record<string, unknown> | null;
}

/** What made a succeeded run's work when no AI provider did: the engines its kind runs on this server. */
function engineOf(run: RunMaker): string {
  switch (run.kind) {
    case "chat_knowledge":
      return "Offline reader";
    case "instagram_publish":
      return "Instagram";
    case "social_video": {
      if (run.output?.renderer === "kie") return "Kie.ai";
      // espeak-ng's voices carry a variant (en-us+f3); Polly's are names.
      const voice = run.output?.voice;
      return typeof voice === "string" && voice && !voice.includes("+") ? "Amazon Polly and ffmpeg" : "espeak-ng and ffmpeg";
    }
    default:
      return "Offline writer";
  }
}

/** Who made the run's work, for the AI cell: a provider and model, or the writer or engines that did it without one. */
export function runMaker(run: RunMaker): string {
  if (run.status === "queued") return "Not started yet";
  const named = providerText(run);
  if (named) return named;
  if (run.status === "succeeded") return engineOf(run);
  if (run.status === "running") return "Named when it finishes";
  return "None recorded";
}

export interface BlogOutput {
  contentId: string | null;
  postId: number | null;
  postUrl: string | null;
  /** Left as a WordPress draft that waits in Approvals, rather than published. */
  draft: boolean;
}

/** A blog run's output as the API records it; anything missing or of another shape reads as absent. */
export function blogOutput(output: Record<string, unknown> | null): BlogOutput | null {
  if (!output) return null;
  const text = (value: unknown) => (typeof value === "string" && value ? value : null);
  const url = text(output.post_url);
  return {
    contentId: text(output.content_id),
    postId: typeof output.post_id === "number" ? output.post_id : null,
    postUrl: url && /^https?:\/\//i.test(url) ? url : null,
    draft: output.post_status === "draft",
  };
}
