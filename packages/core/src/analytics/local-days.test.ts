import { describe, expect, it } from "vitest";
import { addDays, isTimeZone, localDayOf, startOfLocalDay } from "./local-days";

const at = (iso: string) => Date.parse(iso);
const HOUR_MS = 60 * 60_000;

const ZONES = ["UTC", "Europe/Paris", "Asia/Kolkata", "Asia/Kathmandu", "America/St_Johns", "Pacific/Kiritimati", "Pacific/Pago_Pago"] as const;

const formats = new Map<string, Intl.DateTimeFormat>();
/** The local date of an instant, read with another formatter than the code's. */
function dateIn(timeZone: string, epoch: number) {
  let format = formats.get(timeZone);
  if (!format) formats.set(timeZone, (format = new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return format.format(epoch);
}

describe("time zones", () => {
  it("knows IANA names and UTC, and nothing else", () => {
    for (const zone of [...ZONES, "America/New_York", "Etc/GMT+12"]) expect(isTimeZone(zone), zone).toBe(true);
    for (const name of ["Not/AZone", "Europe/Pariss", "+02:00", "Mars/Olympus"]) expect(isTimeZone(name), name).toBe(false);
  });

  it("adds calendar days across months, leap days and years", () => {
    expect(addDays("2026-11-23", -29)).toBe("2026-10-25");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-23", 0)).toBe("2026-11-23");
  });

  it("reads an instant's calendar day in the owner's zone", () => {
    const evening = at("2026-11-22T22:50:00Z");
    expect(localDayOf("UTC")(evening)).toBe("2026-11-22");
    expect(localDayOf("Europe/Paris")(evening)).toBe("2026-11-22");
    expect(localDayOf("Europe/Paris")(at("2026-11-22T23:10:00Z"))).toBe("2026-11-23");
    expect(localDayOf("Asia/Kolkata")(at("2026-11-22T18:29:59Z"))).toBe("2026-11-22");
    expect(localDayOf("Asia/Kolkata")(at("2026-11-22T18:30:00Z"))).toBe("2026-11-23");
    expect(localDayOf("Pacific/Kiritimati")(at("2026-11-22T10:00:00Z"))).toBe("2026-11-23");
    expect(localDayOf("Pacific/Pago_Pago")(at("2026-11-23T10:59:59Z"))).toBe("2026-11-22");
  });
});

describe("the first instant of a local day", () => {
  it("is local midnight in each zone, whatever its offset", () => {
    const expected: Record<(typeof ZONES)[number], string> = {
      UTC: "2026-11-23T00:00:00.000Z",
      "Europe/Paris": "2026-11-22T23:00:00.000Z",
      "Asia/Kolkata": "2026-11-22T18:30:00.000Z",
      "Asia/Kathmandu": "2026-11-22T18:15:00.000Z",
      "America/St_Johns": "2026-11-23T03:30:00.000Z",
      "Pacific/Kiritimati": "2026-11-22T10:00:00.000Z",
      "Pacific/Pago_Pago": "2026-11-23T11:00:00.000Z",
    };
    for (const zone of ZONES) expect(new Date(startOfLocalDay("2026-11-23", zone)).toISOString(), zone).toBe(expected[zone]);
    expect(new Date(startOfLocalDay("2026-07-01", "Europe/Paris")).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(new Date(startOfLocalDay("2026-07-01", "America/St_Johns")).toISOString()).toBe("2026-07-01T02:30:00.000Z");
  });

  it("makes Paris's spring-forward day 23 hours long and its fall-back day 25", () => {
    const length = (day: string) => (startOfLocalDay(addDays(day, 1), "Europe/Paris") - startOfLocalDay(day, "Europe/Paris")) / HOUR_MS;
    expect(new Date(startOfLocalDay("2026-03-29", "Europe/Paris")).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(new Date(startOfLocalDay("2026-03-30", "Europe/Paris")).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(length("2026-03-28")).toBe(24);
    expect(length("2026-03-29")).toBe(23);
    expect(new Date(startOfLocalDay("2026-10-25", "Europe/Paris")).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(new Date(startOfLocalDay("2026-10-26", "Europe/Paris")).toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(length("2026-10-25")).toBe(25);
    expect(length("2026-03-08")).toBe(24);
  });

  it("starts at the jump where the clocks skip midnight", () => {
    // Santiago goes from 23:59:59 on 5 September to 01:00 on the 6th (UTC-4 to UTC-3).
    expect(new Date(startOfLocalDay("2026-09-06", "America/Santiago")).toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(dateIn("America/Santiago", at("2026-09-06T03:59:59.999Z"))).toBe("2026-09-05");
    // Havana goes from 23:59:59 on 7 March to 01:00 on the 8th (UTC-5 to UTC-4).
    expect(new Date(startOfLocalDay("2026-03-08", "America/Havana")).toISOString()).toBe("2026-03-08T05:00:00.000Z");
  });

  it("is, for every day of a year in every zone, the instant the local date turns", () => {
    for (const zone of [...ZONES, "America/Santiago", "America/Havana", "Australia/Lord_Howe", "Asia/Tehran"]) {
      for (let day = "2026-01-01"; day <= "2026-12-31"; day = addDays(day, 1)) {
        const start = startOfLocalDay(day, zone);
        expect(dateIn(zone, start), `${zone} ${day}`).toBe(day);
        expect(dateIn(zone, start - 1) < day, `${zone} ${day}`).toBe(true);
      }
    }
  });
});
