export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{6})$/i;

export function parseHex(value: unknown): Rgb | null {
  const match = typeof value === "string" ? HEX.exec(value.trim()) : null;
  if (!match) return null;
  const hex = Number.parseInt(match[1]!, 16);
  return [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255];
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/**
 * Black or white, whichever reads better on the owner's colour. The better of the two always
 * reaches at least 4.58:1, so any bubble colour gets text that passes WCAG AA.
 */
export function readableTextOn(background: Rgb): "#000000" | "#ffffff" {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? "#ffffff" : "#000000";
}
