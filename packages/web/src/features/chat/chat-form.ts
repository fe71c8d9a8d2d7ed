export const SAVE_FAILED_MESSAGE = "Failed to save chat agent.";
export const UPDATE_FAILED_MESSAGE = "Failed to update chat agent.";
export const DELETE_FAILED_MESSAGE = "Failed to delete chat agent.";
export const FETCH_LIST_FAILED_MESSAGE = "Failed to fetch chat agents.";
export const FETCH_FAILED_MESSAGE = "Failed to fetch chat agent.";
export const DOCUMENT_UPLOAD_FAILED_MESSAGE = "Document upload failed.";
export const UNEXPECTED_MESSAGE = "An unexpected error occurred.";
export const NOTHING_TO_ANSWER_FROM = "Add a PDF or use your site's pages so the agent has something to answer from.";
export const COLOR_MESSAGE = "Enter the colour as # and six hex digits, like #CC4521.";

import {
  AVATAR_MAX_BYTES,
  CHAT_POSITIONS,
  CHAT_STATUSES,
  type ChatPosition,
  type ChatStatus,
  DAILY_CREDIT_LIMIT_MESSAGE,
  DailyCreditLimit,
  DEFAULT_BUTTON_TEXT,
  DEFAULT_COLORS as DEFAULT_COLOR,
  DEFAULT_LEAD_CONSENT_TEXT,
  DEFAULT_DAILY_CREDIT_LIMIT,
  DEFAULT_POSITION,
  DOCUMENT_MAX_BYTES,
  MAX_DAILY_CREDIT_LIMIT,
} from "@sitecrew/core/chat/schema";
import * as v from "valibot";

export { CHAT_POSITIONS, CHAT_STATUSES, DAILY_CREDIT_LIMIT_MESSAGE, MAX_DAILY_CREDIT_LIMIT };

/** An avatar as the form holds it: none, the one saved, or a PNG chosen now and sent on save. */
export type AvatarChoice = { kind: "none" } | { kind: "saved"; url: string } | { kind: "new"; png: File; preview: string };

/** The knowledge PDF: none, the one saved, or a file chosen now and sent on save. */
export type DocumentChoice = { kind: "none" } | { kind: "saved"; url: string; name: string; pages: number | null } | { kind: "new"; file: File };

export interface ChatAgentValues {
  name: string;
  status: ChatStatus;
  colors: string;
  position: ChatPosition;
  intro_text: string;
  button_text: string;
  use_site_pages: boolean;
  /** As typed in the number field. */
  daily_credit_limit: string;
  lead_capture: boolean;
  lead_consent_text: string;
  avatar_bot: AvatarChoice;
  avatar_user: AvatarChoice;
  document: DocumentChoice;
}

/** What an agent saved earlier brings to the form. */
export interface SavedChatAgent {
  name: string;
  status: string;
  colors: string;
  position: string;
  intro_text: string;
  button_text: string;
  use_site_pages: boolean;
  daily_credit_limit: number;
  lead_capture: boolean;
  lead_consent_text: string;
  avatar_bot: string | null;
  avatar_user: string | null;
  document_url: string | null;
  document_name: string | null;
  document_pages: number | null;
}

export const welcomeText = (site: string) => `Welcome to ${site}! How can I help you today?`;

export function emptyValues(site: string): ChatAgentValues {
  return {
    name: "",
    status: "active",
    colors: DEFAULT_COLOR,
    position: DEFAULT_POSITION,
    intro_text: welcomeText(site),
    button_text: DEFAULT_BUTTON_TEXT,
    use_site_pages: true,
    daily_credit_limit: String(DEFAULT_DAILY_CREDIT_LIMIT),
    lead_capture: true,
    lead_consent_text: DEFAULT_LEAD_CONSENT_TEXT,
    avatar_bot: { kind: "none" },
    avatar_user: { kind: "none" },
    document: { kind: "none" },
  };
}

/** The spec's fallback for a position the form does not offer: bottom-left. */
export const positionOf = (position: string): ChatPosition => CHAT_POSITIONS.find((known) => known === position) ?? "bottom-left";

const savedAvatar = (url: string | null): AvatarChoice => (url ? { kind: "saved", url } : { kind: "none" });

export function valuesOf(agent: SavedChatAgent): ChatAgentValues {
  return {
    name: agent.name,
    status: agent.status === "inactive" ? "inactive" : "active",
    colors: agent.colors,
    position: positionOf(agent.position),
    intro_text: agent.intro_text,
    button_text: agent.button_text,
    use_site_pages: agent.use_site_pages,
    daily_credit_limit: String(agent.daily_credit_limit),
    lead_capture: agent.lead_capture,
    lead_consent_text: agent.lead_consent_text,
    avatar_bot: savedAvatar(agent.avatar_bot),
    avatar_user: savedAvatar(agent.avatar_user),
    document: agent.document_url
      ? { kind: "saved", url: agent.document_url, name: agent.document_name ?? "Document.pdf", pages: agent.document_pages }
      : { kind: "none" },
  };
}

export const isHexColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** The typed limit as the API takes it; blank is not zero, so the API's check refuses it. */
export const parseDailyCreditLimit = (typed: string): number => (typed.trim() ? Number(typed.trim()) : Number.NaN);

/** Why the form cannot be sent as it stands, by field; the name is left out, as a missing name only stops the save. */
export function checkValues(values: ChatAgentValues): Partial<Record<"colors" | "document" | "daily_credit_limit", string>> {
  return {
    ...(isHexColor(values.colors) ? {} : { colors: COLOR_MESSAGE }),
    ...(values.use_site_pages || values.document.kind !== "none" ? {} : { document: NOTHING_TO_ANSWER_FROM }),
    ...(v.is(DailyCreditLimit, parseDailyCreditLimit(values.daily_credit_limit)) ? {} : { daily_credit_limit: DAILY_CREDIT_LIMIT_MESSAGE }),
  };
}

/** A picked PDF's problem, in the spec's words. */
export function documentProblem(file: { name: string; type: string; size: number }): string | undefined {
  const pdf = file.type === "application/pdf" || (!file.type && /\.pdf$/i.test(file.name));
  if (!pdf) return "Only PDF files are allowed.";
  if (file.size > DOCUMENT_MAX_BYTES) return "File size must not exceed 2 MB.";
  return undefined;
}

export function avatarProblem(file: { size: number }): string | undefined {
  return file.size > AVATAR_MAX_BYTES ? "Avatar file size must not exceed 500 KB." : undefined;
}
