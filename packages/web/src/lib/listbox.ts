/** The option an arrow, Home or End key moves to in a list of `count`; null for other keys or an empty list. */
export function moveActive(active: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return active < 0 ? 0 : (active + 1) % count;
    case "ArrowUp":
      return active < 0 ? count - 1 : (active - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
