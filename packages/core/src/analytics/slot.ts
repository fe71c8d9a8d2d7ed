const QUARTER_MS = 15 * 60_000;

/**
 * The UTC day and quarter hour an instant falls in. Every time zone's offset is a whole number of
 * quarter hours, so a quarter lies inside one local day wherever the owner is: the counters can
 * be kept once, in UTC, and read in any time zone exactly.
 */
export function slotOf(at: number) {
  const start = Math.floor(at / QUARTER_MS) * QUARTER_MS;
  const iso = new Date(start).toISOString();
  return { day: iso.slice(0, 10), slot: `${iso.slice(11, 13)}${iso.slice(14, 16)}` };
}

/** How long after its UTC midnight a quarter starts. */
export const slotOffset = (slot: string) => (Number(slot.slice(0, 2)) * 60 + Number(slot.slice(2, 4))) * 60_000;

/** The instant a day's quarter starts at: the inverse of `slotOf`. */
export function slotStart(day: string, slot: string) {
  return Date.parse(`${day}T00:00:00Z`) + slotOffset(slot);
}

/** A counter's attribute name: the metric and its quarter, e.g. `posts@0745`. */
export const slotAttribute = (metric: string, slot: string) => `${metric}@${slot}`;

/** The metric and quarter of a counter's name; null for the item's other attributes. Read for every counter of a range, so no pattern matching. */
export function parseSlotAttribute(name: string): { metric: string; slot: string } | null {
  const at = name.length - 5;
  if (at <= 0 || name[at] !== "@") return null;
  for (let index = at + 1; index < name.length; index++) {
    const code = name.charCodeAt(index);
    if (code < 48 || code > 57) return null;
  }
  return { metric: name.slice(0, at), slot: name.slice(at + 1) };
}
