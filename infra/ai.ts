/**
 * Who writes in a deployed stage, read from the deploying shell: Amazon Bedrock with the function's
 * role (no key) unless AI_PROVIDER names another provider. The offline writer writes only when named:
 * what it makes is sample text, labelled so wherever an owner sees it, which a paid stage should not
 * sell without saying so. The local stack keeps the offline writer as its default (adapters.ts).
 */
const DEFAULT_BEDROCK_MODEL = "amazon.nova-lite-v1:0";

const provider = process.env.AI_PROVIDER?.trim() || "bedrock";
const model = process.env.AI_MODEL?.trim() || (provider === "bedrock" ? DEFAULT_BEDROCK_MODEL : undefined);

if (provider === "offline") {
  console.warn(
    `AI_PROVIDER=offline: this stage writes with the offline writer, and every post, approval and run it makes is labelled ` +
      `"Sample text from the offline writer". Deploy without AI_PROVIDER to write with Amazon Bedrock ${DEFAULT_BEDROCK_MODEL}.`,
  );
}

/** The writers' configuration, for every function that writes or says who writes. */
export const aiEnvironment = {
  AI_PROVIDER: provider,
  // Three tries of a minute each, with their backoff, fit inside the worker's five minutes.
  AI_TIMEOUT_MS: process.env.AI_TIMEOUT_MS ?? "60000",
  ...(process.env.AI_BASE_URL ? { AI_BASE_URL: process.env.AI_BASE_URL } : {}),
  ...(model ? { AI_MODEL: model } : {}),
};

/**
 * What the functions that call Bedrock may do: the AI SDK calls the Converse API, which IAM authorises as
 * bedrock:InvokeModel on the foundation model, or on the inference profile and the models it routes to.
 */
export const bedrockPermissions =
  provider === "bedrock"
    ? [
        {
          actions: ["bedrock:InvokeModel"],
          resources: ["arn:aws:bedrock:*::foundation-model/*", "arn:aws:bedrock:*:*:inference-profile/*"],
        },
      ]
    : [];
