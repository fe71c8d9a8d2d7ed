import { imageApiKey, imageChoice, kieChoice } from "../adapters";
import { kieImages } from "./kie-images";
import { openAiImages } from "./openai-images";
import type { ImageProvider } from "./provider";

/** The image model the configuration picks; `failed` when one is named without what it needs; none for the title card. */
export function imageProvider(): { provider: ImageProvider } | { failed: { label: string; reason: string } } | undefined {
  const choice = imageChoice();
  if (choice.adapter === "offline") return undefined;
  if (choice.adapter === "misconfigured") return { failed: { label: choice.label, reason: choice.reason } };
  if (choice.adapter === "openai-compatible") return { provider: openAiImages({ ...choice, apiKey: imageApiKey() }) };
  const kie = kieChoice();
  if (!kie) return { failed: { label: `Kie.ai ${choice.model}`, reason: "KIE_API_KEY is not set." } };
  return { provider: kieImages(kie, choice.model) };
}
