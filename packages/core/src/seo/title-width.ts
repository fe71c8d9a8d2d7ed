/*
 * Yoast measures the SEO title's width in pixels as the browser renders it in a search result
 * (Arial, 20 px). There is no browser here, so widths are estimated from Arial's advance widths.
 */
const widths: [RegExp, number][] = [
  [/[il.,:;'|!]/, 4.4],
  [/[fjtI\-() ]/, 5.6],
  [/[r"]/, 6.7],
  [/[csxyzkv?J]/, 10],
  [/[mM]/, 16.7],
  [/[wW]/, 14.4],
  [/[A-Z]/, 13.3],
  [/[0-9]/, 11.1],
];

export function titleWidth(title: string): number {
  let total = 0;
  for (const char of title) total += widths.find(([pattern]) => pattern.test(char))?.[1] ?? 11.1;
  return Math.round(total);
}
