const DAY_MS = 24 * 60 * 60_000;

/** Whether the name is a time zone this runtime knows (IANA names, and UTC). */
export function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const FORMATS = {
  date: { year: "numeric", month: "2-digit", day: "2-digit" },
  wall: { hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** Making a formatter costs far more than using one, and owners' few zones come back on every request. */
function formatIn(kind: keyof typeof FORMATS, timeZone: string) {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(kind === "date" ? "en-CA" : "en-US", { timeZone, ...FORMATS[kind] });
    formats.set(key, format);
  }
  return format;
}

/** Maps instants to the owner's calendar day. */
export function localDayOf(timeZone: string) {
  const format = formatIn("date", timeZone);
  return (at: number) => format.format(at);
}

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The first instant of a local day: found from UTC midnight of that date, corrected by the zone's
 * offset there (a second correction covers a change of offset in between). Where the clocks jump
 * forward at midnight (Santiago, Havana) that day has no 00:00: it starts at the jump.
 */
export function startOfLocalDay(day: string, timeZone: string) {
  const format = formatIn("wall", timeZone);
  const offsetAt = (at: number) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
    return wall - Math.floor(at / 1000) * 1000;
  };
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let at = midnight - offsetAt(midnight);
  at = midnight - offsetAt(at);
  const dayOf = localDayOf(timeZone);
  if (dayOf(at) >= day) return at;
  // The first minute whose local date is the day, within the day after the corrected midnight.
  let low = at;
  let high = at + DAY_MS;
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 120_000) * 60_000;
    if (dayOf(middle) >= day) high = middle;
    else low = middle;
  }
  return high;
}
