import * as v from "valibot";

export const MAX_MESSAGE_CHARS = 1000;

/** A visitor's (or the owner's Try chat) message: not blank, at most 1000 characters once trimmed. */
export const MessageContent = v.pipe(
  // Optional with a default so a missing message gets the same answer as a blank one.
  v.optional(v.string("Message is required"), ""),
  v.trim(),
  v.nonEmpty("Message is required"),
  v.maxLength(MAX_MESSAGE_CHARS, `A message can be at most ${MAX_MESSAGE_CHARS} characters.`),
);

/** What the widget sends: the message and the random session token the visitor's browser keeps. */
export const WidgetMessageInput = v.object({
  content: MessageContent,
  session: v.pipe(v.string("A chat session is required."), v.regex(/^[A-Za-z0-9_-]{16,64}$/, "The chat session is not valid.")),
});
