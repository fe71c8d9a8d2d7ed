import * as v from "valibot";

export const REQUIRED_FIELDS = "Please fill in all required fields.";
export const INVALID_URL = "Please enter a valid URL, like https://example.com/blog/a-post.";
export const MAX_STYLE_TEXT = 2000;
export const MAX_STYLE_NAME = 100;

/**
 * What everything the offline writer made says about itself, wherever an owner sees it. In parts, so
 * the dashboard can link the action to the page on setting a provider.
 */
export const SAMPLE_TEXT = { lead: "Sample text from the offline writer: ", action: "set an AI provider", rest: " for posts worth publishing" } as const;
export const SAMPLE_TEXT_NOTE = `${SAMPLE_TEXT.lead}${SAMPLE_TEXT.action}${SAMPLE_TEXT.rest}`;

/** Missing and blank are the same to the owner: a required field left empty. */
const required = (max: number, tooLong: string) =>
  v.pipe(v.optional(v.string(REQUIRED_FIELDS), ""), v.trim(), v.nonEmpty(REQUIRED_FIELDS), v.maxLength(max, tooLong));

/** http(s) with a host; a bare "example.com/page" is read as https. */
export function styleUrl(content: string): URL | undefined {
  const text = /^[a-z][a-z0-9+.-]*:/i.test(content) ? content : `https://${content}`;
  try {
    const url = new URL(text);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname && !/\s/.test(content)) return url;
  } catch {
    // Not a URL: answered below with the form's message.
  }
  return undefined;
}

/** POST /writing-style: the modal's content and type; its name is optional (the dashboard does not send it). */
export const CreateWritingStyleInput = v.pipe(
  v.object({
    name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_STYLE_NAME, `Name must be at most ${MAX_STYLE_NAME} characters`)), ""),
    type: v.pipe(v.optional(v.string(REQUIRED_FIELDS), ""), v.nonEmpty(REQUIRED_FIELDS), v.picklist(["text", "url"], "Type must be url or text")),
    content: required(MAX_STYLE_TEXT, `Content must be at most ${MAX_STYLE_TEXT} characters`),
  }),
  v.forward(
    v.check((input) => input.type !== "url" || styleUrl(input.content) !== undefined, INVALID_URL),
    ["content"],
  ),
);

export type CreateWritingStyle = v.InferOutput<typeof CreateWritingStyleInput>;

/** GET /reference/keywords: the domain (`id`, optional as in the spec) and a search term. */
export const KeywordQuery = v.object({
  id: v.optional(v.string()),
  search: v.optional(v.string()),
});

/** Suggestions for a domain's agents; `extra` is what the caller adds (its agents' keywords). */
export const KeywordSuggestionInput = v.object({
  domainId: v.optional(v.pipe(v.string(), v.trim()), ""),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "search is too long")), ""),
  extra: v.optional(v.array(v.string()), []),
});
