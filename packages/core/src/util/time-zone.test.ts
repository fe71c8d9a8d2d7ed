import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { RENAMED_ZONES, TIME_ZONE_MESSAGE, TimeZoneSchema, timeZoneField } from "./time-zone";

const problem = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
};

describe("the time zone field", () => {
  it("takes the canonical names, as the runtime lists them and under their current IANA names", () => {
    const zones = [
      "UTC",
      "Europe/Paris",
      "Asia/Kolkata",
      "Asia/Calcutta",
      "America/St_Johns",
      "Asia/Kathmandu",
      "Pacific/Kiritimati",
      "America/Santiago",
      "Etc/GMT-3",
      "Etc/GMT+12",
    ];
    for (const zone of zones) expect(problem(TimeZoneSchema, zone), zone).toBeUndefined();
  });

  it("takes every name a zone list offers: the runtime's own, the current names of renamed zones, and UTC", () => {
    for (const zone of [...Intl.supportedValuesOf("timeZone"), ...Object.values(RENAMED_ZONES), "UTC"]) {
      expect(problem(TimeZoneSchema, zone), zone).toBeUndefined();
    }
  });

  it("refuses aliases, other spellings and legacy zones that Intl would still accept", () => {
    for (const alias of ["utc", "ROK", "SystemV/AST4", "US/Eastern", "Etc/UTC", "GMT", "EST5EDT", "europe/paris"]) {
      expect(() => new Intl.DateTimeFormat("en", { timeZone: alias }), alias).not.toThrow();
      expect(problem(TimeZoneSchema, alias), alias).toBe(TIME_ZONE_MESSAGE);
    }
  });

  it("refuses what is no zone at all, with the same message", () => {
    for (const input of ["Mars/Olympus", "", " Europe/Paris", "+02:00", "x".repeat(65), 7, null]) {
      expect(problem(TimeZoneSchema, input), String(input)).toBe("Choose a time zone from the list.");
    }
  });

  it("keeps a field's own message where it has one", () => {
    expect(problem(timeZoneField("tz must be a time zone such as Europe/Paris"), "ROK")).toBe("tz must be a time zone such as Europe/Paris");
  });
});
