import { CAPTION_MAX, CAPTION_TOO_LONG, countHashtags, HASHTAG_MAX, TOO_MANY_HASHTAGS } from "@sitecrew/core/social/schema";

const number = new Intl.NumberFormat("en-US");

/** What the caption field says under itself: characters and hashtags used of Instagram's limits. */
export function captionCounter(caption: string) {
  return `${number.format(caption.trim().length)} / ${number.format(CAPTION_MAX)} characters · ${countHashtags(caption)} / ${HASHTAG_MAX} hashtags`;
}

/** The same limits the API checks, so the owner sees them before publishing. */
export function captionProblem(caption: string): string | undefined {
  if (caption.trim().length > CAPTION_MAX) return CAPTION_TOO_LONG;
  if (countHashtags(caption) > HASHTAG_MAX) return TOO_MANY_HASHTAGS;
  return undefined;
}
