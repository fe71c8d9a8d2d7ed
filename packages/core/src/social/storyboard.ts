import type { NarrationSentence, Scene, SceneVisual } from "../video";
import type { ScriptPart } from "./script";

/** A line of the narration as the owner reads it: what is said, when (seconds), and what is on screen. */
export type ScriptLine = { text: string; start: number; end: number; visual: string };

/** One of the post's pictures, downloaded, and where it came from. */
export type Picture = { path: string; url: string };

type Span = { startMs: number; endMs: number };

const letters = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

/**
 * When each part is said: the speech engine times sentences, which are matched to the parts by
 * their letters (an engine may split a part's sentences otherwise than the script did). Each part
 * owns the screen from halfway through the pause before it to halfway through the pause after it.
 */
export function partSpans(parts: ScriptPart[], sentences: NarrationSentence[], durationMs: number): Span[] {
  const said: Span[] = [];
  let next = 0;
  for (const [index, part] of parts.entries()) {
    const wanted = letters(part.text);
    const first = sentences[next];
    if (!first) break;
    let heard = 0;
    let last = first;
    // The last part takes every sentence left; the others stop once their letters are heard.
    while (next < sentences.length && (index === parts.length - 1 || heard < wanted * 0.9)) {
      last = sentences[next]!;
      heard += letters(last.text);
      next++;
    }
    said.push({ startMs: first.startMs, endMs: last.endMs });
  }
  return said.map((span, index) => ({
    startMs: index === 0 ? 0 : Math.round((said[index - 1]!.endMs + span.startMs) / 2),
    endMs: index === said.length - 1 ? durationMs : Math.round((span.endMs + said[index + 1]!.startMs) / 2),
  }));
}

/**
 * The scenes of a video and its script: the post's pictures first, each once (the featured one under
 * the hook), then the site's colours with the part's words large; the closing line over the end card.
 */
export function storyboard(parts: ScriptPart[], spans: Span[], pictures: Picture[]): { scenes: Scene[]; script: ScriptLine[] } {
  const unused = [...pictures];
  const scenes: Scene[] = [];
  const script: ScriptLine[] = [];
  for (const [index, span] of spans.entries()) {
    const part = parts[index]!;
    const picture = part.role === "closing" ? undefined : unused.shift();
    const visual: SceneVisual = part.role === "closing" ? { endCard: true } : picture ? { image: picture.path } : { words: part.words };
    const shown = part.role === "closing" ? "end card" : picture ? `picture: ${picture.url}` : `words: ${part.words}`;
    scenes.push({ ...span, visual });
    script.push({ text: part.text, start: span.startMs / 1000, end: span.endMs / 1000, visual: shown });
  }
  return { scenes, script };
}
