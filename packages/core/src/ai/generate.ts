import { generateText, Output, type Schema } from "ai";
import { valibotSchema } from "@ai-sdk/valibot";
import type * as v from "valibot";
import { AiError } from "./error";
import { describeFailure } from "./failure";
import { languageModel, type ProviderChoice } from "./model";
import type { Authored } from "./schema";

export interface GenerateInput<S extends v.GenericSchema> {
  schema: S;
  system: string;
  prompt: string;
  signal?: AbortSignal;
  /** The most one attempt may take, when the caller has less time than the configured AI_TIMEOUT_MS. */
  timeoutMs?: number;
}

// The most a provider's Retry-After may hold a run; longer waits fail the attempt instead.
const MAX_WAIT_MS = 30_000;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/**
 * One structured-output call to the configured provider, validated against our valibot schema.
 * Rate limits, server errors, timeouts and malformed output are retried with exponential backoff;
 * then an AiError carries the last reason.
 */
export async function generateWith<S extends v.GenericSchema>(configured: ProviderChoice, input: GenerateInput<S>): Promise<Authored<v.InferOutput<S>>> {
  const choice =
    input.timeoutMs === undefined
      ? configured
      : { ...configured, retry: { ...configured.retry, timeoutMs: Math.min(configured.retry.timeoutMs, input.timeoutMs) } };
  const model = await languageModel(choice);
  // @ai-sdk/valibot pins an older provider-utils whose Schema type differs only in its brand symbol's declaration;
  // at runtime both use the same global symbol.
  const output = Output.object({ schema: valibotSchema(input.schema) as unknown as Schema<v.InferOutput<S>> });
  const cancelled = () => new AiError("The run was cancelled before the AI provider answered.");
  for (let attempt = 1; ; attempt++) {
    const timeout = AbortSignal.timeout(choice.retry.timeoutMs);
    const abortSignal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    try {
      const result = await generateText({ model, system: input.system, prompt: input.prompt, output, maxRetries: 0, abortSignal });
      return { value: result.output, provider: choice.adapter, model: choice.model, notes: [] };
    } catch (error) {
      if (input.signal?.aborted) throw cancelled();
      const failure = describeFailure(error, choice, timeout.aborted);
      const delay = Math.max(choice.retry.baseDelayMs * 2 ** (attempt - 1), failure.retryAfterMs ?? 0);
      if (!failure.retry || attempt >= choice.retry.attempts || delay > MAX_WAIT_MS) {
        const advice = !failure.retry ? "" : attempt > 1 ? ` Tried ${attempt} times; try again later.` : " Try again later.";
        throw new AiError(`${failure.reason}${advice}`, { cause: error });
      }
      await sleep(delay, input.signal).catch(() => {
        throw cancelled();
      });
    }
  }
}
