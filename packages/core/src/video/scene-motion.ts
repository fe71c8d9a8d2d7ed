import { FPS, FULL_FRAME, type Brand, type FrameSize } from "./input";

/** The room a scene pans across: its still is this much larger than the frame each way. */
const PAN_MARGIN = 1.08;

/**
 * Where a picture sits on the site's colours, as fractions of the frame: whole, in the upper part of
 * the safe area, so the captions below it never cover what it shows (a title card's words, a logo).
 */
const PICTURE_BOX = { width: 0.92, height: 0.5, centreY: 0.39 } as const;

/** A picture at least this much taller than wide fills the frame instead: a portrait photo loses little at its sides. */
const FILLS_FRAME = 1.25;

const even = (value: number) => 2 * Math.round(value / 2);

// Slow drifts, one direction per scene in turn: across, back, down, up.
const pans = (frames: number) => [
  { x: `(in_w-out_w)*n/${frames}`, y: "(in_h-out_h)/2" },
  { x: `(in_w-out_w)*(1-n/${frames})`, y: "(in_h-out_h)/2" },
  { x: "(in_w-out_w)/2", y: `(in_h-out_h)*n/${frames}` },
  { x: "(in_w-out_w)/2", y: `(in_h-out_h)*(1-n/${frames})` },
];

/** The site's two colours as a still gradient, corner to corner, made by ffmpeg inside the graph. */
function brandBackground(brand: Brand, width: number, height: number, label: string) {
  return `gradients=s=${width}x${height}:c0=0x${brand.from}:c1=0x${brand.to}:x0=0:y0=0:x1=${width}:y1=${height}:nb_colors=2:speed=0.00001:r=${FPS},trim=end_frame=1,setsar=1[${label}]`;
}

type SceneStill = { kind: "picture"; input: number; tall: boolean } | { kind: "colours" };

/**
 * One scene's filter chain: its still (a picture whole on the site's colours, a tall picture filling
 * the frame, or the colours alone) composed once, then repeated for `frames` frames through a crop
 * that drifts across it. Composing once and cropping costs a fraction of scaling every frame.
 */
export function sceneFilter(still: SceneStill, brand: Brand, index: number, frames: number, label: string, size: FrameSize = FULL_FRAME) {
  const width = even(size.width * PAN_MARGIN);
  const height = even(size.height * PAN_MARGIN);
  const chains: string[] = [];
  const composed = `${label}still`;
  if (still.kind === "picture" && still.tall) {
    chains.push(
      `[${still.input}:v]trim=end_frame=1,scale=${width}:${height}:force_original_aspect_ratio=increase:flags=bicubic,crop=${width}:${height},setsar=1[${composed}]`,
    );
  } else {
    const background = still.kind === "picture" ? `${label}bg` : composed;
    chains.push(brandBackground(brand, width, height, background));
    if (still.kind === "picture") {
      const box = { width: even(size.width * PICTURE_BOX.width), height: even(size.height * PICTURE_BOX.height) };
      const centreY = Math.round(height / 2 + (PICTURE_BOX.centreY - 0.5) * size.height);
      chains.push(
        `[${still.input}:v]trim=end_frame=1,scale=${box.width}:${box.height}:force_original_aspect_ratio=decrease:flags=bicubic,setsar=1[${label}fg]`,
        `[${background}][${label}fg]overlay=(W-w)/2:${centreY}-h/2[${composed}]`,
      );
    }
  }
  const pan = pans(frames)[index % 4]!;
  chains.push(
    [
      `[${composed}]format=yuv420p`,
      `loop=loop=${frames - 1}:size=1:start=0`,
      `settb=1/${FPS}`,
      "setpts=N",
      `fps=${FPS}`,
      `crop=${size.width}:${size.height}:x='${pan.x}':y='${pan.y}'`,
      `trim=end_frame=${frames}[${label}]`,
    ].join(","),
  );
  return chains.join(";");
}

/** Whether a picture of this width and height fills the frame rather than sitting whole on the site's colours. */
export const fillsFrame = (width: number, height: number) => height >= width * FILLS_FRAME;
