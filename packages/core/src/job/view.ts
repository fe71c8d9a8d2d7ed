import { isRunKind, RUN_KINDS, type RunFacts, type RunResultLink } from "../agents/catalog";
import type { RunStatus, RunTrigger } from "./run.entity";

/** What each kind of run does, in order: the steps its progress bar counts. */
export const stepsOf = (kind: string): readonly string[] => (isRunKind(kind) ? RUN_KINDS[kind].steps : []);

export interface RunItem {
  userId: string;
  runId: string;
  domainId: string;
  kind: string;
  agentId: string;
  trigger: RunTrigger | "manual";
  slot?: number;
  input: unknown;
  status: RunStatus;
  steps?: { name: string; at: number; detail?: string }[];
  creditsEstimated: number;
  creditsHeld: number;
  creditsCaptured: number;
  provider?: string;
  model?: string;
  output?: unknown;
  error?: string;
  attempts: number;
  leaseUntil?: number;
  deadline: number;
  createdAt: number;
  startedAt?: number;
  finishedAt?: number;
  republishedAt?: number;
}

const iso = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString());

/** Runs written before there were other triggers say `manual`: the owner's Run now. */
export const triggerOf = (trigger: RunItem["trigger"]): RunTrigger => (trigger === "manual" ? "run_now" : trigger);

/** What the view needs besides the run: the owner's decision on the approval it asked for. */
export interface RunContext {
  approval?: RunFacts["approval"];
}

const outputOf = (run: Pick<RunItem, "output">) => (run.output as Record<string, unknown> | undefined) ?? {};

/** Whether a succeeded run's work waits in Approvals, so its view wants the owner's decision. */
export const awaitsApproval = (run: Pick<RunItem, "kind" | "status" | "output">): boolean =>
  run.status === "succeeded" && isRunKind(run.kind) && (RUN_KINDS[run.kind].approval?.(outputOf(run)) ?? false);

/** Where a succeeded run leads: what it made, or its approval; null for any other run. */
export function resultOf(run: RunItem, context: RunContext = {}): RunResultLink | null {
  if (run.status !== "succeeded" || !isRunKind(run.kind)) return null;
  const facts: RunFacts = {
    id: run.runId,
    agentId: run.agentId,
    input: (run.input as Record<string, unknown> | undefined) ?? {},
    output: outputOf(run),
    ...(context.approval ? { approval: context.approval } : {}),
  };
  return RUN_KINDS[run.kind].result(facts);
}

/** What the run made or works on, as its kind says it; null when its input and output do not tell. */
export function subjectOf(run: Pick<RunItem, "kind" | "input" | "output">): string | null {
  if (!isRunKind(run.kind)) return null;
  return RUN_KINDS[run.kind].subject({ input: (run.input as Record<string, unknown> | undefined) ?? {}, output: outputOf(run) }) ?? null;
}

/** A run as the API answers it. */
export function runView(run: RunItem, context: RunContext = {}) {
  const steps = run.steps ?? [];
  const expected = stepsOf(run.kind);
  const done = new Set(steps.map((step) => step.name));
  const finished = run.status === "succeeded";
  return {
    id: run.runId,
    kind: run.kind,
    /** What it made or works on: a post's title, a video's post, an audit's pages and competitors. */
    subject: subjectOf(run),
    agent_id: run.agentId,
    domain_id: run.domainId,
    trigger: triggerOf(run.trigger),
    /** What the run was asked, as the agent was when it started (for a blog run: its name and keyword). */
    input: (run.input as Record<string, unknown> | undefined) ?? {},
    status: run.status,
    steps: steps.map((step) => ({ name: step.name, at: new Date(step.at).toISOString(), detail: step.detail ?? "" })),
    expected_steps: expected,
    progress: finished ? 100 : expected.length ? Math.round((100 * expected.filter((name) => done.has(name)).length) / expected.length) : 0,
    credits_estimated: run.creditsEstimated,
    credits_held: run.creditsHeld,
    credits_captured: run.creditsCaptured,
    provider: run.provider ?? null,
    model: run.model ?? null,
    output: (run.output as Record<string, unknown> | undefined) ?? null,
    result: resultOf(run, context),
    error: run.error ?? null,
    attempts: run.attempts,
    created_at: iso(run.createdAt)!,
    started_at: iso(run.startedAt),
    finished_at: iso(run.finishedAt),
  };
}

export type RunView = ReturnType<typeof runView>;
