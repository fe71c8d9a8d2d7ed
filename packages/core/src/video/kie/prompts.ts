// Room for the narration in each prompt; Runway takes at most 1,800 characters and the owner's
// own instructions (up to 500) come after it.
const MAX_NARRATION = 900;

const tidy = (value: string) => value.replace(/\s+/g, " ").trim();

function shorten(value: string, limit: number) {
  if (value.length <= limit) return value;
  return `${value.slice(0, limit).replace(/\s+\S*$/, "")}…`;
}

/** Splits sentences, in order, into `count` runs of about equal length; a run with no sentence of its own borrows the nearest. */
export function sceneSentences(sentences: string[], count: number): string[][] {
  const spoken = sentences.map(tidy).filter(Boolean);
  const total = spoken.reduce((sum, text) => sum + text.length, 0);
  const groups: string[][] = Array.from({ length: count }, () => []);
  let before = 0;
  for (const text of spoken) {
    const middle = (before + text.length / 2) / total;
    groups[Math.min(count - 1, Math.floor(middle * count))]!.push(text);
    before += text.length;
  }
  return groups.map((group, index) =>
    group.length || !spoken.length ? group : [spoken[Math.min(spoken.length - 1, Math.floor((index * spoken.length) / count))]!],
  );
}

/**
 * One prompt per scene, written from the part of the narration spoken over it: what the scene
 * shows, framed for a vertical 9:16 video with nothing written on screen (the subtitles and title
 * are drawn by the renderer, and a model's lettering is often garbled). The owner's own
 * instructions for the video come last.
 */
export function scenePrompts(input: { title: string; sentences: string[]; suffix?: string; count: number }): string[] {
  const title = tidy(input.title);
  const suffix = tidy(input.suffix ?? "");
  return sceneSentences(input.sentences, input.count).map((group, index) => {
    const narration = shorten(group.join(" "), MAX_NARRATION);
    return [
      `Vertical 9:16 video, scene ${index + 1} of ${input.count} of a short video about "${title}".`,
      narration ? `Show what this part of the narration describes: ${narration}` : `Show the subject of "${title}".`,
      "Realistic, cinematic footage with natural light and slow, smooth camera movement; nobody talks to the camera.",
      "No text, captions, subtitles, logos or watermarks anywhere on screen.",
      suffix,
    ]
      .filter(Boolean)
      .join(" ");
  });
}
