import * as v from "valibot";
import { DomainId } from "../site/schema";
import { PageFields } from "../util/page";
import { isListedTimeZone } from "../util/time-zone";
import { LANGUAGE_IDS } from "../reference/languages";
import { FREQUENCY_IDS } from "../reference/frequencies";
import { TIME_PATTERN } from "./schedule";

export const MAX_KEYWORDS = 20;
export const MAX_KEYWORD_CHARS = 100;
export const MAX_CATEGORIES = 50;
/** The site titles an agent keeps: the spec sends the domain's first 10. */
export const MAX_TITLES = 10;
export const AGENT_STATUSES = ["draft", "publish"] as const;
/** The list filter: active publishes on schedule, draft leaves drafts on schedule, paused does neither. */
export const LIST_STATUSES = ["active", "draft", "paused"] as const;
export const CONTENT_STATUSES = ["publish", "draft", "scheduled", "failed"] as const;

export type AgentStatus = (typeof AGENT_STATUSES)[number];
export type ListStatus = (typeof LIST_STATUSES)[number];
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

// A missing field is reported with the same message as a blank one.
const requiredText = (label: string, max: number) =>
  v.pipe(
    v.optional(v.string(`${label} is required`), ""),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

/** A WordPress id: the dashboard sends numbers, a form may send digits. */
const wordpressId = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d+$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(1, message),
  );

const optionalTexts = (max: number, each: number) =>
  v.pipe(
    v.optional(v.array(v.pipe(v.string(), v.trim(), v.maxLength(each))), []),
    v.transform((items) => items.filter(Boolean).slice(0, max)),
  );

const duplicateKeyword = (keywords: string[]) => {
  const seen = new Set<string>();
  return keywords.find((keyword) => {
    const key = keyword.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
};

const Keywords = v.pipe(
  v.optional(v.array(v.string("Each keyword must be text"), "Keywords are required"), []),
  v.transform((keywords) => keywords.map((keyword) => keyword.trim()).filter(Boolean)),
  v.minLength(1, "Keywords are required"),
  v.maxLength(MAX_KEYWORDS, `At most ${MAX_KEYWORDS} keywords are allowed`),
  v.check((keywords) => keywords.every((keyword) => keyword.length <= MAX_KEYWORD_CHARS), `Each keyword must be at most ${MAX_KEYWORD_CHARS} characters`),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const duplicate = duplicateKeyword(dataset.value);
    if (duplicate) addIssue({ message: `Duplicate keyword: ${duplicate}` });
  }),
);

const Categories = v.pipe(
  v.optional(v.array(wordpressId("Each category must be a category id"), "At least 1 category is required"), []),
  v.minLength(1, "At least 1 category is required"),
);

/** Titles arrive as the reference list gives them ({ id, title }) or as plain text. */
const Titles = v.pipe(
  v.optional(v.array(v.union([v.string(), v.object({ title: v.string() })], "Each title must be text")), []),
  v.transform((titles) =>
    titles
      .map((title) => (typeof title === "string" ? title : title.title).trim().slice(0, 300))
      .filter(Boolean)
      .slice(0, MAX_TITLES),
  ),
);

/** The fields of the Add / Update Blog Agent form, as POST and PUT /blog-agent take them. */
const STATUS_CHOICE = "Status must be draft or publish";

/** A new agent's status may be left out: BlogAgent.create then chooses it from who writes. */
const NewAgentStatus = v.pipe(
  v.optional(v.string(STATUS_CHOICE), ""),
  v.trim(),
  v.union([v.literal(""), v.picklist(AGENT_STATUSES)], STATUS_CHOICE),
  v.transform((status) => status || undefined),
);

const AgentFields = {
  name: requiredText("Campaign Name", 200),
  keywords: Keywords,
  categories: Categories,
  category_names: optionalTexts(MAX_CATEGORIES * 2, 200),
  author: v.optional(wordpressId("Author is required"), ""),
  author_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ""),
  language_id: v.pipe(requiredText("Language", 20), v.picklist(LANGUAGE_IDS, "Language must be one of the supported languages")),
  frequency_id: v.pipe(
    requiredText("Publication Frequency", 40),
    v.picklist(FREQUENCY_IDS, `Publication Frequency must be one of: ${FREQUENCY_IDS.join(", ")}`),
  ),
  time: v.pipe(requiredText("Publication Time", 5), v.regex(TIME_PATTERN, "Publication Time must be a 24-hour time like 09:30")),
  timezone: v.pipe(requiredText("Timezone", 64), v.check(isListedTimeZone, "Timezone must be a valid IANA time zone, like Europe/Berlin")),
  blog_writing_style_id: v.pipe(
    v.optional(v.union([v.string(), v.number()]), ""),
    v.transform(String),
    v.trim(),
    v.nonEmpty("Writing Style is required"),
    v.maxLength(40, "Writing Style is not valid"),
    v.check((id) => id !== "0", "Writing Style is required"),
  ),
  status: v.pipe(requiredText("Status", 10), v.picklist(AGENT_STATUSES, STATUS_CHOICE)),
  titles: Titles,
  competitors: optionalTexts(10, 2000),
};

/** Duplicate categories are dropped, each keeping its name when the form sent names alongside. */
const withUniqueCategories = <T extends { categories: number[]; category_names: string[] }>(input: T): T => {
  const names = new Map<number, string>();
  input.categories.forEach((id, index) => {
    if (!names.has(id)) names.set(id, input.category_names[index] ?? "");
  });
  const categories = [...names.keys()].slice(0, MAX_CATEGORIES);
  const named = input.category_names.length > 0;
  return { ...input, categories, category_names: named ? categories.map((id) => names.get(id) ?? "") : [] };
};

export const CreateBlogAgentInput = v.pipe(
  v.object({
    userDomainId: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("Domain is required"), DomainId),
    ...AgentFields,
    status: NewAgentStatus,
  }),
  v.transform(withUniqueCategories),
);

/** The same fields; the agent stays with its domain, so a userDomainId sent along is ignored. */
export const UpdateBlogAgentInput = v.pipe(v.object(AgentFields), v.transform(withUniqueCategories));

export type CreateBlogAgent = v.InferOutput<typeof CreateBlogAgentInput>;
export type UpdateBlogAgent = v.InferOutput<typeof UpdateBlogAgentInput>;

const search = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "search is too long")), "");

export const BlogAgentListInput = v.object({
  domainId: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("domainId is required")),
  ...PageFields,
  search,
  status: v.optional(v.union([v.literal(""), v.literal("all"), v.picklist(LIST_STATUSES)], "status must be all, active, draft or paused"), ""),
});

export const BlogContentListInput = v.object({
  ...PageFields,
  search,
  status: v.optional(v.union([v.literal(""), v.literal("all"), v.picklist(CONTENT_STATUSES)], "status must be all, publish, draft, scheduled or failed"), ""),
});

/** What a finished run records about the post it made; the post body stays on the site. */
export const RecordContentInput = v.object({
  runId: v.pipe(v.string(), v.regex(/^run_[0-9a-z]{26}$/, "runId must be a run id")),
  userId: v.pipe(v.string(), v.nonEmpty()),
  agentId: v.pipe(v.string(), v.nonEmpty()),
  domainId: v.pipe(v.string(), v.nonEmpty()),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty("title is required"), v.maxLength(300)),
  scheduleName: v.pipe(v.string(), v.maxLength(200)),
  author: v.optional(v.pipe(v.string(), v.maxLength(200)), ""),
  status: v.picklist(CONTENT_STATUSES),
  postId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  postUrl: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  focusKeyphrase: v.optional(v.pipe(v.string(), v.maxLength(200)), ""),
  metaDescription: v.optional(v.pipe(v.string(), v.maxLength(1000)), ""),
  seoTitle: v.optional(v.pipe(v.string(), v.maxLength(300))),
  featuredImageKey: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  featuredImageKind: v.optional(v.picklist(["title card", "illustration"])),
  languageCode: v.optional(v.pipe(v.string(), v.maxLength(20))),
  seoScore: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  readabilityScore: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  generatedAt: v.optional(v.pipe(v.number(), v.integer())),
  /** `offline` or the model's id. */
  writer: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export type RecordContent = v.InferInput<typeof RecordContentInput>;

/**
 * "Run now" may name the post's topic (a question visitors asked the chat); otherwise the agent's
 * next keyword is used. A topic takes a keyword's place, so it has a keyword's length.
 */
export const RunNowInput = v.object({
  topic: v.optional(
    v.pipe(
      v.string("topic must be text"),
      v.trim(),
      v.minLength(1, "topic must not be empty"),
      v.maxLength(MAX_KEYWORD_CHARS, `topic must be at most ${MAX_KEYWORD_CHARS} characters`),
    ),
  ),
});
