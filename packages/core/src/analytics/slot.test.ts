import { describe, expect, it } from "vitest";
import { parseSlotAttribute, slotAttribute, slotOf, slotStart } from "./slot";

const at = (iso: string) => Date.parse(iso);

describe("quarter-hour slots", () => {
  it("puts an instant in the UTC day and quarter it falls in", () => {
    expect(slotOf(at("2026-11-23T00:00:00.000Z"))).toEqual({ day: "2026-11-23", slot: "0000" });
    expect(slotOf(at("2026-11-23T07:44:59.999Z"))).toEqual({ day: "2026-11-23", slot: "0730" });
    expect(slotOf(at("2026-11-23T07:45:00.000Z"))).toEqual({ day: "2026-11-23", slot: "0745" });
    expect(slotOf(at("2026-11-23T23:59:59.999Z"))).toEqual({ day: "2026-11-23", slot: "2345" });
    expect(slotOf(at("2024-02-29T12:15:00.001Z"))).toEqual({ day: "2024-02-29", slot: "1215" });
  });

  it("starts every one of a day's 96 quarters where slotOf puts it, and nothing in between moves it", () => {
    const day = "2026-03-29";
    const midnight = at(`${day}T00:00:00Z`);
    const slots = new Set<string>();
    for (let quarter = 0; quarter < 96; quarter++) {
      const start = midnight + quarter * 15 * 60_000;
      const { day: found, slot } = slotOf(start);
      expect(found).toBe(day);
      expect(slotStart(found, slot)).toBe(start);
      expect(slotOf(start + 15 * 60_000 - 1)).toEqual({ day, slot });
      slots.add(slot);
    }
    expect(slots.size).toBe(96);
  });

  it("names a counter by metric and quarter and reads the name back", () => {
    expect(slotAttribute("posts", "0745")).toBe("posts@0745");
    expect(parseSlotAttribute("posts@0745")).toEqual({ metric: "posts", slot: "0745" });
    expect(parseSlotAttribute("credits_blog@2345")).toEqual({ metric: "credits_blog", slot: "2345" });
    expect(parseSlotAttribute(slotAttribute("balance", "0015"))).toEqual({ metric: "balance", slot: "0015" });
    expect(parseSlotAttribute("a@b@0100")).toEqual({ metric: "a@b", slot: "0100" });
  });

  it("ignores the item's other attributes", () => {
    for (const name of ["pk", "sk", "day", "userId", "__edb_e__", "@0745", "posts@745", "posts@07450", "posts@07:45", "posts@", "posts"]) {
      expect(parseSlotAttribute(name), name).toBeNull();
    }
  });
});
