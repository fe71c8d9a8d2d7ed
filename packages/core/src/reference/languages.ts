/**
 * The languages an agent writes in: the spec's 22. Ids are stored on agents, so they never
 * change; the code is the BCP 47 tag the writer and the site use.
 */
export const LANGUAGES = [
  { id: "ar-EG", code: "ar-EG", name: "Arabic (Egypt)" },
  { id: "nl-NL", code: "nl-NL", name: "Dutch (Netherlands)" },
  { id: "en-US", code: "en-US", name: "English (United States)" },
  { id: "fr-FR", code: "fr-FR", name: "French (France)" },
  { id: "de-DE", code: "de-DE", name: "German (Germany)" },
  { id: "hi-IN", code: "hi-IN", name: "Hindi (India)" },
  { id: "id-ID", code: "id-ID", name: "Indonesian (Indonesia)" },
  { id: "it-IT", code: "it-IT", name: "Italian (Italy)" },
  { id: "ja-JP", code: "ja-JP", name: "Japanese (Japan)" },
  { id: "ko-KR", code: "ko-KR", name: "Korean (South Korea)" },
  { id: "mr-IN", code: "mr-IN", name: "Marathi (India)" },
  { id: "pl-PL", code: "pl-PL", name: "Polish (Poland)" },
  { id: "pt-BR", code: "pt-BR", name: "Portuguese (Brazil)" },
  { id: "ro-RO", code: "ro-RO", name: "Romanian (Romania)" },
  { id: "ru-RU", code: "ru-RU", name: "Russian (Russia)" },
  { id: "es-ES", code: "es-ES", name: "Spanish (Spain)" },
  { id: "ta-IN", code: "ta-IN", name: "Tamil (India)" },
  { id: "te-IN", code: "te-IN", name: "Telugu (India)" },
  { id: "th-TH", code: "th-TH", name: "Thai (Thailand)" },
  { id: "tr-TR", code: "tr-TR", name: "Turkish (Turkey)" },
  { id: "uk-UA", code: "uk-UA", name: "Ukrainian (Ukraine)" },
  { id: "vi-VN", code: "vi-VN", name: "Vietnamese (Vietnam)" },
] as const;

export type LanguageId = (typeof LANGUAGES)[number]["id"];
export const LANGUAGE_IDS = LANGUAGES.map((language) => language.id) as [LanguageId, ...LanguageId[]];

export const language = (id: string) => LANGUAGES.find((entry) => entry.id === id);

/** The languages the offline writer has phrases for; without an AI provider, a post in any other comes out in English. */
export const OFFLINE_WRITER_LANGUAGES: readonly string[] = ["en", "de", "es", "fr"];

/** Why a language cannot be chosen without an AI provider. */
export const NEEDS_AI_PROVIDER = "Needs an AI provider to write in this language";

const primaryTag = (code: string) => code.split(/[-_]/)[0]!.toLowerCase();

/**
 * Every language with whether the current setup can write in it: all of them with an AI provider, only the offline
 * writer's own without one. The others are offered disabled, with the reason, rather than written in English.
 */
export function languageChoices(aiWrites: boolean) {
  return LANGUAGES.map(({ id, code, name }) => {
    const available = aiWrites || OFFLINE_WRITER_LANGUAGES.includes(primaryTag(code));
    return { id, code, name, available, reason: available ? null : NEEDS_AI_PROVIDER };
  });
}
