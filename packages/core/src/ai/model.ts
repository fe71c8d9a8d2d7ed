import type { LanguageModel } from "ai";
import type { AiChoice } from "../adapters";

export type ProviderChoice = Extract<AiChoice, { adapter: "openai-compatible" | "bedrock" }>;

/** Builds the provider's model; each SDK loads only here, on first use. */
export async function languageModel(choice: ProviderChoice): Promise<LanguageModel> {
  if (choice.adapter === "openai-compatible") {
    const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
    return createOpenAICompatible({
      name: "openai-compatible",
      baseURL: choice.baseURL,
      apiKey: choice.apiKey,
      // JSON-schema response formats: OpenAI, vLLM, Ollama and LM Studio accept them.
      supportsStructuredOutputs: true,
    }).chatModel(choice.model);
  }
  const { createAmazonBedrock } = await import("@ai-sdk/amazon-bedrock");
  // Region and credentials come from the environment (the Lambda's role); a base URL only points tests at a double.
  return createAmazonBedrock(choice.baseURL ? { baseURL: choice.baseURL } : {})(choice.model);
}
