import { zoneOffset } from "../util/wall-clock";
import { RENAMED_ZONES } from "../util/time-zone";

export interface TimezoneOption {
  name: string;
  display_name: string;
}

function utcOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const hours = String(Math.floor(minutes / 60)).padStart(2, "0");
  return `UTC${offsetMs < 0 ? "-" : "+"}${hours}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Every IANA zone, shown with its offset at `now`, ordered west to east and then by name. */
export function timezoneOptions(now = Date.now()): TimezoneOption[] {
  const names = new Set(["UTC", ...Intl.supportedValuesOf("timeZone").map((name) => RENAMED_ZONES[name] ?? name)]);
  return [...names]
    .map((name) => ({ name, offset: zoneOffset(name, now) }))
    .sort((a, b) => a.offset - b.offset || a.name.localeCompare(b.name))
    .map(({ name, offset }) => ({ name, display_name: `(${utcOffset(offset)}) ${name}` }));
}
