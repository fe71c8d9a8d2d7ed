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

/**
 * One picture's filter chain: the picture whole over a blurred, darkened fill of itself (a wide
 * picture, such as a post's title card, keeps its words instead of losing its sides), set in the
 * upper part of the frame so the captions in the middle stay clear of most of it; then pan or zoom
 * for `frames` frames.
 */
export function slideFilter(input: number, index: number, frames: number, label: string, size: FrameSize = FULL_FRAME) {
  const motion = imageMotions(frames)[index % 4]!;
  const width = Math.round(size.width * SOURCE_SCALE);
  const height = Math.round(size.height * SOURCE_SCALE);
  return [
    `[${input}:v]trim=end_frame=1,setsar=1,split[${label}a][${label}b]`,
    `[${label}a]scale=${width}:${height}:force_original_aspect_ratio=increase:flags=bilinear,crop=${width}:${height},boxblur=${Math.round(width / 24)}:3,eq=brightness=-0.18[${label}bg]`,
    `[${label}b]scale=${width}:${height}:force_original_aspect_ratio=decrease:flags=bicubic[${label}fg]`,
    [
      `[${label}bg][${label}fg]overlay=(W-w)/2:(H-h)/5`,
      "setsar=1",
      `zoompan=z='${motion.z}':x='${motion.x}':y='${motion.y}':d=${frames}:s=${size.width}x${size.height}:fps=${FPS}`,
      `format=yuv420p[${label}]`,
    ].join(","),
  ].join(";");
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

// Deep two-colour gradients that keep white text readable; the last one is the end card's.
const palettes: Array<[string, string]> = [
  ["0x1e3a5f", "0x6b2d5c"],
  ["0x0f4c45", "0x1e2a5a"],
  ["0x5a1e3a", "0x2b1d52"],
  ["0x283048", "0x4b6a6f"],
];
const END_PALETTE: [string, string] = ["0x111827", "0x1e3a5f"];

/**
 * A card's background as an ffmpeg input: a two-colour gradient made by ffmpeg
 * itself (no picture to scale, no pan or zoom to compute). `palette` -1 is the end card's.
 */
export function cardInput(palette: number, frames: number, size: FrameSize = FULL_FRAME) {
  const [from, to] = palette < 0 ? END_PALETTE : palettes[palette % palettes.length]!;
  const { width, height } = size;
  const source = `gradients=s=${width}x${height}:r=${FPS}:c0=${from}:c1=${to}:x0=0:y0=0:x1=${width}:y1=${height}:nb_colors=2:speed=0.00001`;
  return ["-f", "lavfi", "-t", (frames / FPS).toFixed(3), "-i", source];
}

/** A card's filter chain: its gradient as it comes, `frames` frames long. */
export const cardFilter = (input: number, frames: number, label: string) =>
  `[${input}:v]trim=end_frame=${frames},setpts=PTS-STARTPTS,setsar=1,format=yuv420p[${label}]`;
