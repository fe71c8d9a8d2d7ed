import * as v from "valibot";
import { LANGUAGE_IDS } from "../reference/languages";
import { DomainId } from "../site/schema";
import { PageFields } from "../util/page";
import type { SocialAgentStatus } from "./agent.entity";
import type { SocialContentStatus } from "./content.entity";

// Spelled out rather than imported: the dashboard's forms load this file, and the entities bring the database client.
const AGENT_STATUSES = ["active", "paused"] as const satisfies readonly SocialAgentStatus[];
const CONTENT_STATUSES = ["done", "generating", "fail", "processing", "uploading", "published"] as const satisfies readonly SocialContentStatus[];

/** The spec's models: Kie.ai's ids, Veo 3 Fast first as the default. */
export const VIDEO_MODELS = [
  { id: "veo3_fast", name: "Veo 3 Fast" },
  { id: "runway-duration-10-generate", name: "Runway" },
  { id: "sora-2-text-to-video", name: "Sora" },
] as const;
export type VideoModelId = (typeof VIDEO_MODELS)[number]["id"];
export const VIDEO_MODEL_IDS = VIDEO_MODELS.map((model) => model.id) as [VideoModelId, ...VideoModelId[]];
export const DEFAULT_VIDEO_MODEL: VideoModelId = "veo3_fast";

/** The list filter: generating is an agent any of whose videos a run is working on. */
export const SOCIAL_LIST_STATUSES = ["active", "generating", "paused"] as const;
export type SocialListStatus = (typeof SOCIAL_LIST_STATUSES)[number];

export const MAX_POSTS_PER_GENERATE = 10;
export const PROMPT_MAX_LENGTH = 500;

export const REQUIRED_MESSAGE = "Please fill all required fields";

const AgentStatus = v.picklist(AGENT_STATUSES, "Status must be active or paused");

/** The Add Social Media Agent form; on an edit, a status left out keeps its value. */
const AgentFields = {
  name: v.pipe(v.optional(v.string("Name is required"), ""), v.trim(), v.nonEmpty("Name is required"), v.maxLength(100, "Name must be at most 100 characters")),
  voice: v.pipe(v.optional(v.string("Voice is required"), ""), v.trim(), v.nonEmpty("Voice is required"), v.maxLength(100, "Voice is not one of the voices")),
};

export const CreateSocialAgentInput = v.object({
  blog_id: v.pipe(v.optional(v.string("Blog is required"), ""), v.trim(), v.nonEmpty("Blog is required"), DomainId),
  ...AgentFields,
  status: v.optional(AgentStatus, "active"),
});

/** The same fields; the agent stays with its domain, so a blog_id sent along is ignored. */
export const UpdateSocialAgentInput = v.object({ blog_id: v.optional(v.unknown()), ...AgentFields, status: v.optional(AgentStatus) });

export type CreateSocialAgent = v.InferOutput<typeof CreateSocialAgentInput>;
export type UpdateSocialAgent = v.InferOutput<typeof UpdateSocialAgentInput>;

const Search = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "search is too long")), "");

export const SocialAgentListInput = v.object({
  domainId: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("domainId is required")),
  ...PageFields,
  search: Search,
  status: v.optional(v.union([v.literal(""), v.literal("all"), v.picklist(SOCIAL_LIST_STATUSES)], "status must be all, active, generating or paused"), ""),
});

export const SocialContentListInput = v.object({
  ...PageFields,
  search: Search,
  status: v.optional(
    v.union([v.literal(""), v.literal("all"), v.picklist(CONTENT_STATUSES)], `status must be all or one of ${CONTENT_STATUSES.join(", ")}`),
    "",
  ),
});

export const SocialPostsInput = v.object({ search: Search });

const PickedPost = v.object({
  id: v.pipe(v.number("Each post needs its id"), v.integer("Each post needs its id"), v.minValue(1, "Each post needs its id")),
  title: v.pipe(v.string("Each post needs its title"), v.trim(), v.nonEmpty("Each post needs its title"), v.maxLength(1000, "A post title is too long")),
});

/** A required choice: left out is the form's banner, anything else not on offer says so. */
const oneOf = <const T extends string>(choices: readonly T[], unknown: string) =>
  v.pipe(
    v.optional(v.string(unknown), ""),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.check((value) => (choices as readonly string[]).includes(value), unknown),
    v.transform((value) => value as T),
  );

/** The Generate Social Content form: one video per picked post. */
export const GenerateSocialContentInput = v.object({
  prompt: v.optional(
    v.pipe(v.string("Prompt must be text"), v.trim(), v.maxLength(PROMPT_MAX_LENGTH, `Prompt must be at most ${PROMPT_MAX_LENGTH} characters`)),
    "",
  ),
  posts: v.pipe(
    v.optional(v.array(PickedPost, REQUIRED_MESSAGE), []),
    v.minLength(1, REQUIRED_MESSAGE),
    v.maxLength(MAX_POSTS_PER_GENERATE, `Choose at most ${MAX_POSTS_PER_GENERATE} posts at a time`),
    v.check((posts) => new Set(posts.map((post) => post.id)).size === posts.length, "Each post can be chosen only once"),
  ),
  language: oneOf(LANGUAGE_IDS, "Choose one of the offered languages"),
  model: oneOf(VIDEO_MODEL_IDS, "Choose one of the offered models"),
  withSubtitle: v.optional(v.boolean("Subtitles must be yes or no"), true),
  soundStyle: v.optional(v.pipe(v.string("Choose one of the offered sound styles"), v.trim(), v.maxLength(100, "Choose one of the offered sound styles")), ""),
});

export type GenerateSocialContent = v.InferOutput<typeof GenerateSocialContentInput>;

/** Instagram's longest caption, in characters. */
export const CAPTION_MAX = 2_200;
/** Instagram refuses a caption with more hashtags than this. */
export const HASHTAG_MAX = 30;

const HASHTAG = /(?<![\p{L}\p{N}_&#/])#[\p{L}\p{N}_]+/gu;

/** The hashtags in a caption as Instagram counts them: "#" then letters, digits or "_". */
export const countHashtags = (caption: string) => caption.match(HASHTAG)?.length ?? 0;

export const CAPTION_TOO_LONG = "Caption must be at most 2,200 characters";
export const TOO_MANY_HASHTAGS = "Caption can have at most 30 hashtags";

/** A Reel's caption as the owner edited it: Instagram's limits, checked before anything is sent. */
export const CaptionText = v.pipe(
  v.string("Caption must be text"),
  v.trim(),
  v.maxLength(CAPTION_MAX, CAPTION_TOO_LONG),
  v.check((caption) => countHashtags(caption) <= HASHTAG_MAX, TOO_MANY_HASHTAGS),
);

/**
 * The dashboard sends the title and the video's link too; only the content id and the caption are
 * taken from it. Without a caption the one proposed from the post is sent.
 */
export const PublishInput = v.object({
  contentId: v.pipe(v.optional(v.string("contentId is required"), ""), v.nonEmpty("contentId is required")),
  caption: v.optional(CaptionText),
  postTitle: v.optional(v.unknown()),
  video: v.optional(v.unknown()),
});
