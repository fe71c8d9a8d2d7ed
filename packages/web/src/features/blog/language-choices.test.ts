import { describe, expect, it } from "vitest";
import { languageHint, languageOptions } from "./blog-form";

const REASON = "Needs an AI provider to write in this language";
const languages = [
  { id: "en-US", name: "English (United States)", available: true, reason: null },
  { id: "ja-JP", name: "Japanese (Japan)", available: false, reason: REASON },
];

describe("the blog agent's Language field", () => {
  it("lists a language the setup cannot write in, disabled, with the reason in its label", () => {
    expect(languageOptions(languages)).toEqual([
      { value: "en-US", label: "English (United States)", disabled: false },
      { value: "ja-JP", label: `Japanese (Japan) — ${REASON}`, disabled: true },
    ]);
  });

  it("says under the field why some are disabled, and what happens to an agent already in one", () => {
    expect(languageHint(languages, "en-US")).toBe(
      "1 of 2 languages need an AI provider to write in; they are listed but cannot be chosen until one is set up.",
    );
    expect(languageHint(languages, "ja-JP")).toBe(`Japanese (Japan): ${REASON}. Until an AI provider is set up, its posts are written in English.`);
    expect(languageHint([languages[0]!], "en-US")).toBeUndefined();
  });
});
