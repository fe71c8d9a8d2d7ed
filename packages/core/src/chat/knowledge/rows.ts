/**
 * Price lists in a PDF's text: a table's row arrives as one line ("House blend 250 g £8.50 1 kg
 * £29.00"), or its label and its price on lines of their own. Each price is written out with what
 * it is for ("House blend, 1 kg: £29.00."), so an answer never reads "£8.50 £29.00".
 */

const AMOUNT = /(?:[£$€¥]\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s?(?:p|€|EUR|GBP|USD|CHF))(?=[\s,;)]|$)/g;
const ONLY_AMOUNT = new RegExp(`^${AMOUNT.source}$`);
const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * A line of two prices or more as one sentence per price. The words between the prices name their
 * columns ("1 kg"); as many words before the first price name its column, and the rest is the
 * row's label. With no words between the prices, `header` (the line above, one word per column:
 * "Small Large") names them. Any other line comes back as it was.
 */
export function rowSentences(line: string, header: string[] | null = null): string[] {
  const amounts = [...line.matchAll(AMOUNT)];
  if (amounts.length < 2 || line.slice(amounts.at(-1)!.index + amounts.at(-1)![0].length).trim()) return [line];
  const cells = amounts.map((match, index) => {
    const from = index ? amounts[index - 1]!.index + amounts[index - 1]![0].length : 0;
    return words(line.slice(from, match.index).replace(/[,:;–-]\s*$/, ""));
  });
  const [first, ...rest] = cells;
  const width = rest[0]!.length;
  if (!first!.length || rest.some((cell) => cell.length !== width)) return [line];
  let label: string[];
  let columns: string[];
  if (width > 0 && first!.length > width) {
    label = first!.slice(0, -width);
    columns = [first!.slice(-width).join(" "), ...rest.map((cell) => cell.join(" "))];
  } else if (width === 0 && header?.length === amounts.length) {
    label = first!;
    columns = header;
  } else return [line];
  return amounts.map((match, index) => `${label.join(" ")}, ${columns[index]}: ${match[0]}.`);
}

/** A page's lines with its price rows written out, and a price alone on a line joined to its label above. */
export function writeOutRows(text: string): string {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    const previous = out.at(-1)?.trim();
    if (ONLY_AMOUNT.test(trimmed) && previous && !previous.match(AMOUNT) && !/[.!?:]$/.test(previous) && words(previous).length <= 8) {
      out[out.length - 1] = `${previous}: ${trimmed}`;
      return;
    }
    const above = lines[index - 1]?.trim();
    const header = above && !/\d/.test(above) ? words(above) : null;
    out.push(...rowSentences(trimmed, header));
  });
  return out.join("\n");
}
