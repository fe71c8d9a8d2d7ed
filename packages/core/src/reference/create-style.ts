import { Throttle } from "../throttle";
import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { createId } from "../util/id";
import type { WritingStyle } from "./builtin-styles";
import { type CreateWritingStyle, styleUrl } from "./schema";
import { MAX_OWN_STYLES, STYLES_COUNTER, styleView } from "./writing-styles";
import { WritingStyleEntity } from "./writing-style.entity";

/* Adding a style (the limit, the page-fetch throttle) apart from listing them, which the blog agent's form does on every visit. */

/** A label from the first words of a text style, cut at a word. */
function labelOf(content: string): string {
  const words = content.replace(/\s+/g, " ").split(" ");
  let label = "";
  for (const word of words) {
    if (`${label} ${word}`.trim().length > 40) return `${label || word.slice(0, 39)}…`;
    label = `${label} ${word}`.trim();
  }
  return label;
}

const limitReached = () => new VisibleError("conflict", "writing_style_limit", `You can keep at most ${MAX_OWN_STYLES} writing styles of your own.`);

/**
 * Fetching a page costs us a request to a host the owner names: it is refused once the owner is
 * at the style limit, and each account may have at most `limits.pageFetch` pages read an hour.
 */
async function admitPageFetch(userId: string) {
  if ((await Counter.read(userId, STYLES_COUNTER)) >= MAX_OWN_STYLES) throw limitReached();
  const key = Throttle.key("pageFetch", userId);
  await Throttle.assertAllowed(key, (minutes) => `Too many pages read for writing styles. Please try again in ${Throttle.minutesText(minutes)}.`);
  await Throttle.hit(key);
}

export async function createStyle(userId: string, input: CreateWritingStyle): Promise<WritingStyle> {
  let label = input.name;
  let prompt = input.content;
  let sourceUrl: string | undefined;
  if (input.type === "url") {
    const url = styleUrl(input.content)!;
    await admitPageFetch(userId);
    // Reading and analysing a page is rare: it loads only when a style is learned from one.
    const { learnStyle } = await import("./learn-style");
    prompt = await learnStyle(url);
    sourceUrl = url.href;
    label ||= `Like ${url.hostname.replace(/^www\./, "")}`;
  }
  label ||= labelOf(input.content);

  const item = { userId, styleId: createId("writingStyle"), label, prompt, type: input.type, sourceUrl };
  const result = await runTransaction(
    { WritingStyleEntity, CounterEntity },
    (entities) => [
      entities.CounterEntity.update({ userId, name: STYLES_COUNTER })
        .add({ count: 1 })
        .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, MAX_OWN_STYLES)}`)
        .commit(),
      entities.WritingStyleEntity.create(item).commit(),
    ],
    // Styles added at once contend for the owner's counter.
    { names: ["limit"], retry: { busy: "Failed to create writing style.", attempts: 4 } },
  );
  if (!result.ok) throw limitReached();
  return styleView({ ...item, createdAt: Date.now() });
}
