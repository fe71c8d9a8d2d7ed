/**
 * The zones the owner can pick: every zone this browser knows, plus the saved one when the browser lists it under
 * another name (UTC, or an older alias such as Asia/Calcutta), so the select always shows what is saved.
 */
export function timeZoneChoices(saved: string, supported: readonly string[] = Intl.supportedValuesOf("timeZone")): string[] {
  const zones = supported.includes(saved) ? [...supported] : [...supported, saved];
  return zones.sort((a, b) => a.localeCompare(b, "en"));
}
