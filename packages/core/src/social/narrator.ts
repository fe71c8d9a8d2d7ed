import { speechChoice } from "../adapters";
import { languageName } from "../ai/prompt";
import { VisibleError } from "../error";
import { Voices, type Voice } from "./voices";

/** The languages a video can be made in: the spec's 22, by their primary subtag (Brazilian Portuguese by its region). */
export const VIDEO_LANGUAGES = [
  "ar",
  "nl",
  "en",
  "fr",
  "de",
  "hi",
  "id",
  "it",
  "ja",
  "ko",
  "mr",
  "pl",
  "pt-br",
  "ro",
  "ru",
  "es",
  "ta",
  "te",
  "th",
  "tr",
  "uk",
  "vi",
] as const;
export type VideoLanguage = (typeof VIDEO_LANGUAGES)[number];

type Gender = Voice["gender"];
type EngineVoices = Partial<Record<Gender, string>>;

// espeak-ng has one voice per language; its +f3 and +m3 variants give it the narrator's gender.
const espeakBase: Record<VideoLanguage, string> = {
  ar: "ar",
  nl: "nl",
  en: "en-us",
  fr: "fr-fr",
  de: "de",
  hi: "hi",
  id: "id",
  it: "it",
  ja: "ja",
  ko: "ko",
  mr: "mr",
  pl: "pl",
  "pt-br": "pt-br",
  ro: "ro",
  ru: "ru",
  es: "es",
  ta: "ta",
  te: "te",
  th: "th",
  tr: "tr",
  uk: "uk",
  vi: "vi",
};

const offline = Object.fromEntries(Object.entries(espeakBase).map(([language, base]) => [language, { female: `${base}+f3`, male: `${base}+m3` }])) as Record<
  VideoLanguage,
  EngineVoices
>;

// Polly speaks only with neural voices here (speech/polly.ts); languages it has none for are left out.
const polly: Partial<Record<VideoLanguage, EngineVoices>> = {
  ar: { female: "Hala", male: "Zayd" },
  nl: { female: "Laura" },
  en: { female: "Joanna", male: "Matthew" },
  fr: { female: "Lea", male: "Remi" },
  de: { female: "Vicki", male: "Daniel" },
  hi: { female: "Kajal" },
  it: { female: "Bianca", male: "Adriano" },
  ja: { female: "Kazuha", male: "Takumi" },
  ko: { female: "Seoyeon" },
  pl: { female: "Ola" },
  "pt-br": { female: "Camila", male: "Thiago" },
  es: { female: "Lucia", male: "Sergio" },
  tr: { female: "Burcu" },
};

function engineVoices(): Partial<Record<VideoLanguage, EngineVoices>> {
  const choice = speechChoice();
  if (choice.adapter === "misconfigured") throw new Error(choice.reason);
  return choice.adapter === "polly" ? polly : offline;
}

/** The video language a BCP-47 tag stands for: `pt-BR` is Brazilian Portuguese, `de-AT` German. */
export function videoLanguage(tag: string): VideoLanguage | undefined {
  const lower = tag.trim().toLowerCase().replace(/_/g, "-");
  if (lower === "pt-br") return "pt-br";
  const primary = lower.split("-")[0]!;
  // Portuguese voices speak Brazilian Portuguese; a post in European Portuguese is still understood.
  if (primary === "pt") return "pt-br";
  return VIDEO_LANGUAGES.find((language) => language === primary);
}

export interface Narrator {
  /** The engine's own voice, what Speech.synthesize takes. */
  engineVoice: string;
  gender: Gender;
  /** Whether it is the agent's own catalogue voice, or one of the same gender standing in for a language the agent's voice does not speak. */
  own: boolean;
}

const noVoice = (language: string) =>
  new VisibleError("input", "narrator_unavailable", `There is no narrator voice for ${languageName(videoLanguage(language) ?? language)} yet.`);

/** The languages the configured speech engine can narrate, for the Generate form. */
export function narratedLanguages(): VideoLanguage[] {
  const voices = engineVoices();
  return VIDEO_LANGUAGES.filter((language) => voices[language]);
}

/**
 * Who narrates a video in `language`: the agent's own voice when it speaks that language;
 * otherwise the engine's voice for the language in the same gender (any gender when the engine
 * has only one there). Refused when the engine has no voice for the language at all.
 */
export function narratorFor(voiceId: string, language: string): Narrator {
  const wanted = videoLanguage(language);
  const voices = wanted ? engineVoices()[wanted] : undefined;
  if (!wanted || !voices) throw noVoice(language);
  const own = Voices.find(voiceId);
  if (own && videoLanguage(own.language) === wanted) return { engineVoice: own.engineVoice, gender: own.gender, own: true };
  const gender: Gender = own?.gender ?? "female";
  const other: Gender = gender === "female" ? "male" : "female";
  const engineVoice = voices[gender] ?? voices[other]!;
  return { engineVoice, gender: voices[gender] ? gender : other, own: false };
}
