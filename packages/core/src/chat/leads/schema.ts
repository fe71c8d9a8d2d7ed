import * as v from "valibot";
import { PageFields } from "../../util/page";
import { hasControlCharacters } from "../../util/text";
import { MessageContent } from "../widget-schema";
import { LEAD_STATUSES } from "./lead.entity";

const SESSION = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The page a lead was left on, as the owner's mail and Leads page link it: a web page's address as
 * the URL parser writes it. Anything else (another scheme, control characters) is left out, since
 * the widget only ever sends the page it runs on.
 */
function pageAddress(text: string): string | undefined {
  if (hasControlCharacters(text)) return undefined;
  const url = new URL(text);
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
}

/** What the widget's lead form sends: the visitor's address and question, its chat session and the page it was on. */
export const LeaveLeadInput = v.object({
  email: v.pipe(
    v.optional(v.string("Email is required"), ""),
    v.trim(),
    v.nonEmpty("Email is required"),
    v.maxLength(254, "Enter a valid email address"),
    v.email("Enter a valid email address"),
  ),
  question: MessageContent,
  session: v.pipe(v.string("A chat session is required."), v.regex(SESSION, "The chat session is not valid.")),
  page: v.optional(
    v.pipe(v.string("page must be a URL"), v.trim(), v.maxLength(500, "page is too long"), v.url("page must be a URL"), v.transform(pageAddress)),
  ),
});

export const LeadListInput = v.object({
  domainId: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("domainId is required")),
  ...PageFields,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "search is too long")), ""),
  status: v.optional(v.union([v.literal(""), v.literal("all"), v.picklist(LEAD_STATUSES)], "status must be all, new, answered or closed"), ""),
});

export const LeadReplyInput = v.object({
  message: v.pipe(
    v.optional(v.string("Reply is required"), ""),
    v.trim(),
    v.nonEmpty("Reply is required"),
    v.maxLength(5000, "A reply can be at most 5000 characters."),
  ),
});

export const LeadStatusInput = v.object({
  status: v.picklist(LEAD_STATUSES, "status must be new, answered or closed"),
});
