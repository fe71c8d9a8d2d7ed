import { afterEach, describe, expect, it } from "vitest";
import { SAMPLE_TEXT_NOTE } from "../reference/schema";
import { currentWriter, writerOf } from "./writer";

const VARIABLES = ["AI_PROVIDER", "AI_MODEL", "AI_BASE_URL"] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe("who writes", () => {
  it("names the offline writer's work sample text, and a model's by its id", () => {
    expect(writerOf({ provider: "offline", model: "sitecrew-offline-writer-1" })).toBe("offline");
    expect(writerOf({ provider: "bedrock", model: "amazon.nova-lite-v1:0" })).toBe("amazon.nova-lite-v1:0");
  });

  it("tells the dashboard the writer without reading the provider's key", () => {
    for (const name of VARIABLES) delete process.env[name];
    expect(currentWriter()).toEqual({ provider: "offline", model: "sitecrew-offline-writer-1", writer: "offline", note: SAMPLE_TEXT_NOTE });

    // No SST link here: reading the key would throw.
    Object.assign(process.env, { AI_PROVIDER: "openai-compatible", AI_BASE_URL: "https://api.openai.com/v1", AI_MODEL: "gpt-4o-mini" });
    expect(currentWriter()).toMatchObject({ provider: "openai-compatible", writer: "gpt-4o-mini", note: "Written by OpenAI-compatible gpt-4o-mini." });

    Object.assign(process.env, { AI_PROVIDER: "bedrock", AI_MODEL: "" });
    expect(currentWriter()).toMatchObject({ provider: "misconfigured", writer: null });
  });
});
