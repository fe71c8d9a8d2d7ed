/** A count with its noun in the number it takes: "1 competitor", "2 competitors", "1,200 pages". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
