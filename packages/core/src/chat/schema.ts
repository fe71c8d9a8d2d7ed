import * as v from "valibot";
import { DomainId } from "../site/schema";
import { PageFields } from "../util/page";
import { singleLine } from "../util/text";
import { MessageContent } from "./widget-schema";

export const CHAT_POSITIONS = ["top-left", "top-right", "middle-left", "middle-right", "bottom-left", "bottom-right"] as const;
export type ChatPosition = (typeof CHAT_POSITIONS)[number];

export const CHAT_STATUSES = ["active", "inactive"] as const;
/** The list filter: paused is an inactive agent, generating an active one whose knowledge is being built. */
export const CHAT_LIST_STATUSES = ["active", "generating", "paused"] as const;

export type ChatStatus = (typeof CHAT_STATUSES)[number];
export type ChatListStatus = (typeof CHAT_LIST_STATUSES)[number];

export const DEFAULT_COLORS = "#CC4521";
export const DEFAULT_BUTTON_TEXT = "Chat with Us";
export const DEFAULT_POSITION = "bottom-right";

/** The uploads' limits, as the spec states them. */
export const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 500 * 1024;

/** The most an agent may spend in one of its owner's days, in whole credits. */
export const DEFAULT_DAILY_CREDIT_LIMIT = 100;
export const MAX_DAILY_CREDIT_LIMIT = 10_000;
export const DAILY_CREDIT_LIMIT_MESSAGE = "Daily credit limit must be a whole number from 1 to 10,000.";

/** What the lead form says above its email field, unless the owner wrote their own line. */
export const DEFAULT_LEAD_CONSENT_TEXT = "We'll use your email address only to answer this question, and delete it within 180 days.";

export const DailyCreditLimit = v.pipe(
  v.number(DAILY_CREDIT_LIMIT_MESSAGE),
  v.integer(DAILY_CREDIT_LIMIT_MESSAGE),
  v.minValue(1, DAILY_CREDIT_LIMIT_MESSAGE),
  v.maxValue(MAX_DAILY_CREDIT_LIMIT, DAILY_CREDIT_LIMIT_MESSAGE),
);

const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`)));

/** A file URL from an upload; null takes the file away. */
const fileUrl = (label: string) =>
  v.optional(v.nullable(v.pipe(v.string(`${label} must be a URL`), v.trim(), v.maxLength(500, `${label} is not a valid URL`))));

/**
 * The Add / Edit Chat Agent form. Fields left out keep their value on an edit and take the
 * defaults on an add; an empty intro or button text also takes the default.
 */
const AgentFields = {
  // The owner's mail about the agent names it in the subject.
  name: v.pipe(
    v.optional(v.string("Name is required"), ""),
    v.trim(),
    v.nonEmpty("Name is required"),
    v.maxLength(100, "Name must be at most 100 characters"),
    singleLine("Name"),
  ),
  status: v.optional(v.picklist(CHAT_STATUSES, "Status must be active or inactive")),
  colors: v.optional(
    v.pipe(
      v.string("Colour must be a hex colour like #CC4521"),
      v.trim(),
      v.regex(/^#[0-9a-fA-F]{6}$/, "Colour must be a hex colour like #CC4521"),
      v.toUpperCase(),
    ),
  ),
  position: v.optional(v.picklist(CHAT_POSITIONS, `Position must be one of: ${CHAT_POSITIONS.join(", ")}`)),
  avatar_bot: fileUrl("Bot avatar"),
  avatar_user: fileUrl("Visitor avatar"),
  intro_text: optionalText("Intro text", 500),
  button_text: optionalText("Button text", 40),
  document_url: fileUrl("Document"),
  use_site_pages: v.optional(v.boolean("Use site pages must be true or false")),
  daily_credit_limit: v.optional(DailyCreditLimit),
  lead_capture: v.optional(v.boolean("Lead capture must be true or false")),
  lead_consent_text: optionalText("Lead consent text", 300),
};

export const CreateChatAgentInput = v.object({
  blog_id: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("Domain is required"), DomainId),
  ...AgentFields,
});

/** The same fields; the agent stays with its domain, so a blog_id sent along is ignored. */
export const UpdateChatAgentInput = v.object({ blog_id: v.optional(v.unknown()), ...AgentFields });

export type CreateChatAgent = v.InferOutput<typeof CreateChatAgentInput>;
export type UpdateChatAgent = v.InferOutput<typeof UpdateChatAgentInput>;

export const ChatAgentListInput = v.object({
  domainId: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("domainId is required")),
  ...PageFields,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "search is too long")), ""),
  status: v.optional(v.union([v.literal(""), v.literal("all"), v.picklist(CHAT_LIST_STATUSES)], "status must be all, active, generating or paused"), ""),
});

/** The spec's Try chat call, plus the agent of the row it was opened from. */
export const TryChatInput = v.object({
  domain_name: v.pipe(v.string("domain_name is required"), v.maxLength(300)),
  license_key: v.pipe(v.string("license_key is required"), v.maxLength(200)),
  content: MessageContent,
  type: v.literal("text", 'type must be "text"'),
  /** A random token the dashboard keeps for the chat window: the session, whatever its name says. */
  ipAddress: v.pipe(v.string("ipAddress is required"), v.trim(), v.nonEmpty("ipAddress is required"), v.maxLength(200)),
  agent_id: v.optional(v.string()),
});
