import { describe, expect, it } from "vitest";
import { timeZoneChoices } from "./time-zones";

describe("timeZoneChoices", () => {
  it("lists the browser's zones in order", () => {
    expect(timeZoneChoices("Europe/Paris", ["Europe/Paris", "America/New_York", "Asia/Tokyo"])).toEqual(["America/New_York", "Asia/Tokyo", "Europe/Paris"]);
  });

  it("adds the saved zone when the browser does not list it", () => {
    expect(timeZoneChoices("UTC", ["Europe/Paris", "Asia/Tokyo"])).toEqual(["Asia/Tokyo", "Europe/Paris", "UTC"]);
  });

  it("knows every zone of this runtime by default", () => {
    const zones = timeZoneChoices("Europe/Paris");
    expect(zones).toContain("Pacific/Auckland");
    expect(zones.filter((zone) => zone === "Europe/Paris")).toHaveLength(1);
  });
});
