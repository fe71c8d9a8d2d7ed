import { useUserId } from "../actor";
import { FREQUENCIES } from "./frequencies";
import { aiWriterChoice } from "../adapters";
// The writer itself, not the `ai` index, whose prompts and schemas the form does not need.
import { currentWriter } from "../ai/writer";
import { languageChoices } from "./languages";
import { fn } from "../util/fn";
import { CreateWritingStyleInput, KeywordSuggestionInput } from "./schema";
import type { TimezoneOption } from "./timezones";
import { listStyles } from "./writing-styles";

export type { WritingStyle } from "./builtin-styles";

const OFFSETS_FRESH_MS = 60 * 60_000;
let zones: { at: number; list: TimezoneOption[] } | undefined;

/** What the blog agent's form offers: zones, languages, frequencies, writing styles and keyword ideas. */
export namespace Reference {
  /** Every IANA zone as '(UTC+01:00) Europe/Berlin'; offsets are re-read hourly, as they change only with daylight saving. */
  export async function timezones(): Promise<TimezoneOption[]> {
    if (!zones || Date.now() - zones.at > OFFSETS_FRESH_MS) {
      // Formatting every zone loads with the first list asked for, not with the area.
      const { timezoneOptions } = await import("./timezones");
      zones = { at: Date.now(), list: timezoneOptions() };
    }
    return zones.list;
  }

  /** With whether each can be written now: without an AI provider, only the offline writer's languages. */
  export function languages() {
    return languageChoices(aiWriterChoice().adapter !== "offline");
  }

  /** Who will write the blog agents' posts: the offline writer or the configured model, as the note before "Run now" says. */
  export function writer() {
    return currentWriter();
  }

  export function frequencies() {
    return FREQUENCIES.map(({ id, value }) => ({ id, value }));
  }

  /** The built-in styles and the owner's own; `userId` lets a worker read an agent owner's styles. */
  export async function writingStyles(userId = useUserId()) {
    return listStyles(userId);
  }

  /** A text style is kept as written; a URL style is learned from the page's text. At most 50 per owner. */
  export const createWritingStyle = fn(CreateWritingStyleInput, async (input) => (await import("./create-style")).createStyle(useUserId(), input));

  /** At most 20 `{ id, keyword }`; another owner's domain answers 404, an unreachable site only drops its titles. */
  export const keywordSuggestions = fn(KeywordSuggestionInput, async (input) => (await import("./keywords")).suggestKeywords(input));
}
