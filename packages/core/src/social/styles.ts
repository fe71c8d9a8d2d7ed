/** A sound bed under a video's narration; its preview plays from the dashboard at `/styles/<name>.mp3`. */
export interface SoundStyle {
  style_id: string;
  name: string;
  /** The mood in words, for a model that scores or picks music. */
  prompt: string;
}

export const SOUND_STYLES = [
  {
    style_id: "calm",
    name: "Calm",
    prompt: "Calm ambient pad: slow, warm major-seventh chords that swell and fade, soft air, no drums; relaxed and reflective.",
  },
  {
    style_id: "upbeat",
    name: "Upbeat",
    prompt: "Upbeat pop at 120 BPM: bright plucked sixteenth-note arpeggios over a four-on-the-floor kick and crisp off-beat hats; cheerful and energetic.",
  },
  {
    style_id: "cinematic",
    name: "Cinematic",
    prompt: "Cinematic tension: a deep drone with a low boom every other bar and a shimmering high tremolo in a large hall; dramatic and epic.",
  },
  {
    style_id: "lofi",
    name: "Lofi",
    prompt: "Lo-fi hip hop at 80 BPM: mellow electric-piano seventh chords, a dusty kick and snare, vinyl crackle, muffled highs; cosy and laid-back.",
  },
  {
    style_id: "corporate",
    name: "Corporate",
    prompt: "Corporate motivational: steady eighth-note major chord stabs, a firm bass on every beat and claps on two and four; confident and optimistic.",
  },
] as const satisfies readonly SoundStyle[];

export type SoundStyleId = (typeof SOUND_STYLES)[number]["style_id"];

export namespace SoundStyles {
  export const list = (): SoundStyle[] => [...SOUND_STYLES];

  export const find = (styleId: string): SoundStyle | undefined => SOUND_STYLES.find((style) => style.style_id === styleId);
}
