import * as v from "valibot";

export const TIME_ZONE_MESSAGE = "Choose a time zone from the list.";

/**
 * ICU, and so Node and Chromium, still lists some zones under names IANA has since replaced;
 * owners look for the current ones (Kolkata, Kyiv, Ho Chi Minh), and Firefox offers only those.
 * Both names are accepted, so a zone saved under either still works.
 */
export const RENAMED_ZONES: Readonly<Record<string, string>> = {
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

/**
 * IANA's fixed-offset zones (POSIX signs: Etc/GMT-3 is three hours ahead). Chromium leaves them
 * out of its list, but a browser on a machine set to one reports it as its own zone at sign-up.
 */
const FIXED_OFFSET_ZONES = [
  ...Array.from({ length: 14 }, (_, index) => `Etc/GMT-${index + 1}`),
  ...Array.from({ length: 12 }, (_, index) => `Etc/GMT+${index + 1}`),
];

let names: ReadonlySet<string> | undefined;

/**
 * The canonical names: what the runtime lists, under its older names and their current ones,
 * and UTC. An alias (`ROK`, `US/Eastern`), another spelling (`utc`) or a legacy zone
 * (`SystemV/AST4`) is refused although Intl would accept it, so a place is stored under the name zone lists show.
 */
export function isListedTimeZone(name: string): boolean {
  names ??= new Set(["UTC", ...Intl.supportedValuesOf("timeZone"), ...Object.values(RENAMED_ZONES), ...FIXED_OFFSET_ZONES]);
  return names.has(name);
}

/** A time zone field; `message` for a field whose own message predates this one. */
export const timeZoneField = (message = TIME_ZONE_MESSAGE) => v.pipe(v.string(message), v.check(isListedTimeZone, message));

export const TimeZoneSchema = timeZoneField();
