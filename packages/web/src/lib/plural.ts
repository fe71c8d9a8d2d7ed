/** A count with its noun in the number it takes: "1 competitor", "2 competitors", "1,200 pages". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** A price or a balance in words: "1 credit", "1,200 credits". */
export const pluralCredits = (credits: number) => countOf(credits, "credit");
