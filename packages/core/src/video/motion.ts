import { FPS, FULL_FRAME, type FrameSize } from "./input";

// zoompan crops in whole source pixels; filling 1.5 times the frame first keeps each step to
// two thirds of an output pixel (no visible wobble) at half the cost of filling twice the frame.
const SOURCE_SCALE = 1.5;

type Motion = { z: string; x: string; y: string };

const centre = { x: "iw/2-iw/zoom/2", y: "ih/2-ih/zoom/2" };

// Slow enough to read as a drift, not a move: 12% over a whole slide.
const imageMotions = (frames: number): Motion[] => [
  { z: `1+0.12*on/${frames}`, ...centre },
  { z: "1.12", x: `(iw-iw/zoom)*on/${frames}`, y: centre.y },
  { z: `1.12-0.12*on/${frames}`, ...centre },
  { z: "1.12", x: centre.x, y: `(ih-ih/zoom)*(1-on/${frames})` },
];

/** One slide's filter chain: fill the frame (cropped, never stretched), then pan or zoom for `frames` frames. */
export function slideFilter(input: number, index: number, frames: number, isCard: boolean, label: string, size: FrameSize = FULL_FRAME) {
  const motion = isCard ? { z: `1+0.04*on/${frames}`, ...centre } : imageMotions(frames)[index % 4]!;
  const source = `${Math.round(size.width * SOURCE_SCALE)}:${Math.round(size.height * SOURCE_SCALE)}`;
  return [
    `[${input}:v]trim=end_frame=1`,
    `scale=${source}:force_original_aspect_ratio=increase:flags=bicubic`,
    `crop=${source}`,
    "setsar=1",
    `zoompan=z='${motion.z}':x='${motion.x}':y='${motion.y}':d=${frames}:s=${size.width}x${size.height}:fps=${FPS}`,
    `format=yuv420p[${label}]`,
  ].join(",");
}

/**
 * A clip's filter chain: fill the frame (cropped, never stretched) at the video's frame rate and
 * keep its first `frames` frames; the input loops, so a clip shorter than its slot starts again.
 * A generated scene has its own camera movement, so it gets no pan or zoom.
 */
export function clipFilter(input: number, frames: number, label: string, size: FrameSize = FULL_FRAME) {
  return [
    `[${input}:v]fps=${FPS}`,
    `scale=${size.width}:${size.height}:force_original_aspect_ratio=increase:flags=bicubic`,
    `crop=${size.width}:${size.height}`,
    "setsar=1",
    `trim=end_frame=${frames}`,
    "setpts=PTS-STARTPTS",
    `format=yuv420p[${label}]`,
  ].join(",");
}

/** Splits the video's frames evenly between the visuals; each gets at least `minFrames`, so a short video shows fewer. */
export function slideFrames(totalFrames: number, visuals: number, minFrames: number) {
  const count = Math.max(1, Math.min(visuals, Math.floor(totalFrames / minFrames)));
  return Array.from({ length: count }, (_, index) => Math.round((totalFrames * (index + 1)) / count) - Math.round((totalFrames * index) / count));
}
