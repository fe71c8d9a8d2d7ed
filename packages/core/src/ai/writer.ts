import type * as v from "valibot";
import { aiChoice, type AiChoice, aiWriterChoice } from "../adapters";
import { SAMPLE_TEXT_NOTE } from "../reference/schema";
import { AiError } from "./error";
import type { GenerateInput } from "./generate";
import type { Authored, BlogBrief, Provider, Scored, WriteOptions } from "./schema";

/** The offline writer's name on its posts; kept out of offline/compose.ts, so naming it does not load the phrase banks. */
export const OFFLINE_MODEL = "sitecrew-offline-writer-1";

// Read on every call: it is a few variables, and the model itself loads once with its SDK.
const choice = (): AiChoice => aiChoice();

export function configured(): boolean {
  return choice().adapter !== "offline";
}

const PROVIDER_NAMES: Record<string, string> = { "openai-compatible": "OpenAI-compatible", bedrock: "Amazon Bedrock" };

/** Who wrote a piece, as its records keep it: `offline` for the offline writer, else the model's id. */
export const writerOf = (made: { provider: string; model: string }) => (made.provider === "offline" ? "offline" : made.model);

/**
 * Who writes the blog agents' posts now, in the words the dashboard shows before a run; `writer` is
 * `offline` or the model's id (null while no writer can write). Read without the provider's key.
 */
export function currentWriter(): { provider: Provider | "misconfigured"; model: string | null; writer: string | null; note: string } {
  const current = aiWriterChoice();
  if (current.adapter === "offline") return { provider: "offline", model: OFFLINE_MODEL, writer: "offline", note: SAMPLE_TEXT_NOTE };
  if (current.adapter === "misconfigured") {
    return { provider: "misconfigured", model: null, writer: null, note: `No writer can write until the AI provider is set up: ${current.reason}` };
  }
  return { provider: current.adapter, model: current.model, writer: current.model, note: `Written by ${PROVIDER_NAMES[current.adapter]} ${current.model}.` };
}

/** A structured call to the configured provider. Offline there is no model to ask: callers check `configured()`. */
export async function generate<S extends v.GenericSchema>(input: GenerateInput<S>): Promise<Authored<v.InferOutput<S>>> {
  const current = choice();
  if (current.adapter === "misconfigured") throw new AiError(current.reason);
  if (current.adapter === "offline") throw new AiError("No AI provider is configured (AI_PROVIDER is offline).");
  const { generateWith } = await import("./generate");
  return generateWith(current, input);
}

/** A post for the blog agents: offline in one go; with a model, outlined, drafted, scored and revised (see `writeWithModel`). */
export async function writePost(brief: BlogBrief, options: WriteOptions = {}): Promise<Scored> {
  const current = choice();
  if (current.adapter === "misconfigured") throw new AiError(current.reason);
  if (current.adapter === "offline") {
    const { compose } = await import("./offline/compose");
    const { post, notes } = compose(brief);
    return {
      value: post,
      provider: "offline",
      model: OFFLINE_MODEL,
      notes: [`${SAMPLE_TEXT_NOTE}.`, ...notes],
    };
  }
  const { writeWithModel } = await import("./pipeline/write");
  return writeWithModel(current, brief, options);
}
