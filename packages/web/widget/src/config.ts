import { parseHex, readableTextOn } from "./contrast";
import { httpUrl } from "./message";
import { toPosition, type Position } from "./position";

export interface WidgetConfig {
  name: string;
  color: string;
  /** Black or white, whichever reads on `color`. */
  onColor: string;
  position: Position;
  introText: string;
  buttonText: string;
  avatarBot: string | null;
  avatarUser: string | null;
  /** Whether the chat offers to take a question by email when it cannot help, and the line shown above the address. */
  leadCapture: boolean;
  leadConsentText: string;
}

const DEFAULT_COLOR = "#CC4521";
const DEFAULT_BUTTON_TEXT = "Chat with Us";
const DEFAULT_LEAD_CONSENT_TEXT = "We'll use your email address only to answer this question.";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The config answer made safe to render: anything missing or malformed falls back to the product's defaults. */
export function toConfig(body: unknown): WidgetConfig | null {
  if (!body || typeof body !== "object") return null;
  const value = body as Record<string, unknown>;
  const name = text(value.name);
  if (!name) return null;
  const rgb = parseHex(value.colors) ?? parseHex(DEFAULT_COLOR)!;
  const siteName = text(value.site_name);
  return {
    name,
    color: `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`,
    onColor: readableTextOn(rgb),
    position: toPosition(value.position),
    introText: text(value.intro_text) || `Welcome${siteName ? ` to ${siteName}` : ""}! How can we help you today?`,
    buttonText: text(value.button_text) || DEFAULT_BUTTON_TEXT,
    avatarBot: httpUrl(value.avatar_bot),
    avatarUser: httpUrl(value.avatar_user),
    leadCapture: value.lead_capture === true,
    leadConsentText: text(value.lead_consent_text) || DEFAULT_LEAD_CONSENT_TEXT,
  };
}
