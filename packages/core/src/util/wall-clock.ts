const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timezone: string): Intl.DateTimeFormat {
  let found = formatters.get(timezone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timezone, found);
  }
  return found;
}

/** Whether the runtime knows `timezone` as an IANA zone (or an alias of one). */
export function isTimeZone(timezone: string): boolean {
  if (!timezone) return false;
  try {
    formatter(timezone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timezone` at `epoch`, expressed as if it were UTC. */
function wallClock(timezone: string, epoch: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timezone).formatToParts(epoch)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** How far `timezone`'s clocks are ahead of UTC at `epoch`, in ms (whole seconds). */
export function zoneOffset(timezone: string, epoch: number): number {
  return wallClock(timezone, epoch) - Math.floor(epoch / 1000) * 1000;
}

/**
 * The instant the wall clock in `timezone` reads `wall` (a wall time written as if UTC). A time
 * the clocks skip moves to the first instant after the jump (02:30 on a 02:00 -> 03:00 change
 * becomes 03:00); a time they show twice is its first occurrence.
 */
export function wallTimeToEpoch(timezone: string, wall: number): number {
  const earlier = zoneOffset(timezone, wall - DAY_MS);
  const later = zoneOffset(timezone, wall + DAY_MS);
  const candidates = [wall - earlier, wall - later].filter((epoch) => zoneOffset(timezone, epoch) === wall - epoch);
  if (candidates.length) return Math.min(...candidates);
  // In the gap: find the change itself, the first instant that already has the later offset.
  let low = wall - later;
  let high = wall - earlier;
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (zoneOffset(timezone, middle) === later) high = middle;
    else low = middle;
  }
  return high;
}

/** The local calendar day at `epoch`, as a count of days since 1970-01-01. */
export function localDay(timezone: string, epoch: number): number {
  return Math.floor(wallClock(timezone, epoch) / DAY_MS);
}
