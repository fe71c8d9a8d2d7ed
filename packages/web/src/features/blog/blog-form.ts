import { MAX_KEYWORD_CHARS, MAX_KEYWORDS } from "@sitecrew/core/blog/schema";
import type { BlogAgent } from "./blog-queries";

export const ADD_FAILED_MESSAGE = "Failed to add blog agent.";
export const UPDATE_FAILED_MESSAGE = "Failed to update blog agent.";
export const DELETE_FAILED_MESSAGE = "Failed to delete blog agent.";
export const STYLE_FAILED_MESSAGE = "Failed to create writing style.";
/** The Writing Style option that opens the new style dialog instead of choosing one. */
export const NEW_STYLE_VALUE = "0";

/** The form as the owner fills it in; ids from selects stay text until the schema reads them. */
export interface BlogAgentValues {
  name: string;
  keywords: string[];
  categories: number[];
  category_names: string[];
  author: string;
  author_name: string;
  language_id: string;
  frequency_id: string;
  time: string;
  timezone: string;
  blog_writing_style_id: string;
  status: string;
}

/** A language as GET /reference/Languages lists it, with whether the current setup can write in it. */
interface LanguageChoice {
  id: string;
  name: string;
  available: boolean;
  reason: string | null;
}

/** The Language select's options: one the setup cannot write in stays listed, disabled, its reason in its label. */
export function languageOptions(languages: readonly LanguageChoice[]) {
  return languages.map((language) => ({
    value: language.id,
    label: language.available ? language.name : `${language.name} — ${language.reason ?? "unavailable"}`,
    disabled: !language.available,
  }));
}

/** What the Language field says under it when some languages cannot be chosen, or about a chosen one that cannot be written now. */
export function languageHint(languages: readonly LanguageChoice[], chosenId: string): string | undefined {
  const chosen = languages.find((language) => language.id === chosenId);
  if (chosen && !chosen.available)
    return `${chosen.name}: ${chosen.reason ?? "unavailable"}. Until an AI provider is set up, its posts are written in English.`;
  const unavailable = languages.filter((language) => !language.available).length;
  if (unavailable === 0) return undefined;
  return `${unavailable} of ${languages.length} languages need an AI provider to write in; they are listed but cannot be chosen until one is set up.`;
}

/** A question as a post's topic: whole when it fits a keyword, else cut at the last word that does. */
export function topicOf(question: string): string {
  const text = question.replace(/\s+/g, " ").trim();
  if (text.length <= MAX_KEYWORD_CHARS) return text;
  const cut = text.slice(0, MAX_KEYWORD_CHARS + 1);
  const end = cut.lastIndexOf(" ");
  return (end > 0 ? cut.slice(0, end) : cut.slice(0, MAX_KEYWORD_CHARS)).replace(/[\s,;:.-]+$/, "");
}

/** A new agent's form; a topic it is set up for (e.g. a visitor's question) becomes its first keyword. */
export function emptyValues(timezone: string, topic?: string): BlogAgentValues {
  const keyword = topic ? topicOf(topic) : "";
  return {
    name: "",
    keywords: keyword ? [keyword] : [],
    categories: [],
    category_names: [],
    author: "",
    author_name: "",
    language_id: "en-US",
    frequency_id: "",
    time: "09:00",
    timezone,
    blog_writing_style_id: "",
    status: "draft",
  };
}

export function valuesOf(agent: BlogAgent): BlogAgentValues {
  return {
    name: agent.name,
    keywords: agent.keywords,
    categories: agent.categories,
    category_names: agent.category_names,
    author: agent.author ? String(agent.author) : "",
    author_name: agent.author_name,
    language_id: agent.language_id,
    frequency_id: agent.frequency_id,
    time: agent.time,
    timezone: agent.timezone,
    blog_writing_style_id: agent.blog_writing_style_id,
    status: agent.status,
  };
}

export type KeywordAdded = { ok: true; keywords: string[] } | { ok: false; error: string };

/** Adds a keyword as typed or picked: trimmed, never twice (in any case), at most the schema's number. */
export function addKeyword(keywords: readonly string[], typed: string): KeywordAdded {
  const keyword = typed.trim();
  if (!keyword) return { ok: false, error: "Type a keyword first." };
  if (keywords.some((existing) => existing.toLowerCase() === keyword.toLowerCase())) {
    return { ok: false, error: `Duplicate keyword: ${keyword}` };
  }
  if (keywords.length >= MAX_KEYWORDS) return { ok: false, error: `At most ${MAX_KEYWORDS} keywords are allowed` };
  return { ok: true, keywords: [...keywords, keyword] };
}

/** Adds a category from the site's list; one already chosen is ignored. */
export function addCategory(values: Pick<BlogAgentValues, "categories" | "category_names">, id: number, name: string) {
  if (values.categories.includes(id)) return values;
  return { categories: [...values.categories, id], category_names: [...values.category_names, name] };
}

export function removeCategory(values: Pick<BlogAgentValues, "categories" | "category_names">, id: number) {
  const index = values.categories.indexOf(id);
  if (index < 0) return values;
  return {
    categories: values.categories.filter((_, at) => at !== index),
    category_names: values.category_names.filter((_, at) => at !== index),
  };
}

/** The zone the browser runs in, when the list offers it; else UTC. */
export function defaultTimezone(zones: readonly { name: string }[], local = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return zones.some((zone) => zone.name === local) ? local : zones.some((zone) => zone.name === "UTC") ? "UTC" : (zones[0]?.name ?? "");
}
