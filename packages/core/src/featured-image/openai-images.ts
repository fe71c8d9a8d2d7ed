import { guardedFetch, stagePolicy } from "../net/guarded-fetch";
import { MAX_PICTURE_BYTES } from "./download";
import { ImageProviderError, sentence, type ImageProvider } from "./provider";

// Generating one picture takes an image model up to a minute or so.
const REQUEST_TIMEOUT_MS = 120_000;

/**
 * The landscape size each family of OpenAI's models accepts; other servers take these too, or
 * their own default. The picture is cropped to 1200x630 afterwards.
 */
export function landscapeSize(model: string) {
  if (/^dall-e-2/i.test(model)) return "1024x1024";
  if (/^dall-e-3/i.test(model)) return "1792x1024";
  return "1536x1024";
}

function failure(status: number, message: string) {
  if (status === 401 || status === 403) return new ImageProviderError(`The image endpoint did not accept the API key (${status}). Check IMAGE_API_KEY.`);
  if (status === 400) return new ImageProviderError(`The image model refused the prompt: ${sentence(message || "it gave no reason")}`);
  if (status === 404)
    return new ImageProviderError(
      `The image endpoint has no such model or route (404)${message ? `: ${sentence(message)}` : "."} Check IMAGE_BASE_URL and IMAGE_MODEL.`,
    );
  if (status === 429) return new ImageProviderError("The image endpoint is limiting requests (429).");
  return new ImageProviderError(`The image endpoint failed (${status})${message ? `: ${sentence(message)}` : "."}`);
}

const errorMessage = (json: unknown) => {
  const error = (json as { error?: { message?: unknown } | string } | undefined)?.error;
  const message = typeof error === "string" ? error : error?.message;
  return typeof message === "string" ? message.trim() : "";
};

/** `POST {base}/images/generations`, answered with the picture inline as base64. */
async function generate(config: { baseURL: string; model: string; apiKey?: string }, prompt: string) {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body = JSON.stringify({ model: config.model, prompt, size: landscapeSize(config.model), n: 1, response_format: "b64_json" });
  let response;
  try {
    // Base64 is a third larger than the picture it carries.
    response = await guardedFetch(
      `${config.baseURL}/images/generations`,
      { method: "POST", headers, body },
      { policy: stagePolicy(), timeoutMs: REQUEST_TIMEOUT_MS, maxBytes: Math.ceil(MAX_PICTURE_BYTES * 1.4) },
    );
  } catch (error) {
    throw new ImageProviderError(`The image endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(response.body.toString("utf8"));
  } catch {
    json = undefined;
  }
  if (response.status !== 200) throw failure(response.status, errorMessage(json));
  const encoded = (json as { data?: Array<{ b64_json?: unknown }> } | undefined)?.data?.[0]?.b64_json;
  if (typeof encoded !== "string" || !encoded) throw new ImageProviderError("The image endpoint answered without a picture (no data[0].b64_json).");
  return Buffer.from(encoded, "base64");
}

/** Any OpenAI-compatible images endpoint (OpenAI, LocalAI, a self-hosted gateway), by base URL, key and model. */
export function openAiImages(config: { baseURL: string; model: string; apiKey?: string }): ImageProvider {
  return { label: `${config.model} (OpenAI-compatible)`, picture: (prompt) => generate(config, prompt) };
}
