import { zoneOffset } from "../blog/schedule";

/**
 * ICU still lists some zones under names IANA has since replaced; owners look for the current
 * ones (Kolkata, Kyiv, Ho Chi Minh). Both names are valid zones, so agents saved under either work.
 */
const RENAMED: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

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
  const names = new Set(["UTC", ...Intl.supportedValuesOf("timeZone").map((name) => RENAMED[name] ?? name)]);
  return [...names]
    .map((name) => ({ name, offset: zoneOffset(name, now) }))
    .sort((a, b) => a.offset - b.offset || a.name.localeCompare(b.name))
    .map(({ name, offset }) => ({ name, display_name: `(${utcOffset(offset)}) ${name}` }));
}
