import { describe, expect, it } from "vitest";
import { appPathOf, madeFigures, sendTimeText, weekText } from "./report-format";

describe("weekText", () => {
  it("says a week inside one month once", () => {
    expect(weekText("2026-11-23", "2026-11-29").replace(/\s/g, " ")).toBe("23 – 29 Nov 2026");
  });

  it("names both months and years of a week that spans them", () => {
    expect(weekText("2026-12-28", "2027-01-03").replace(/\s/g, " ")).toBe("28 Dec 2026 – 3 Jan 2027");
  });

  it("keeps unreadable dates as sent", () => {
    expect(weekText("soon", "later")).toBe("soon – later");
  });
});

describe("sendTimeText", () => {
  it("says the day and hour on the owner's clock, with the zone", () => {
    expect(sendTimeText("2026-11-30T07:00:00.000Z", "Europe/Paris")).toBe("Sent Monday 30 Nov at 08:00, Europe/Paris");
  });

  it("moves to the zone's own day", () => {
    expect(sendTimeText("2026-11-29T22:00:00.000Z", "Pacific/Auckland")).toBe("Sent Monday 30 Nov at 11:00, Pacific/Auckland");
    expect(sendTimeText("2026-11-30T13:00:00.000Z", "America/New_York")).toBe("Sent Monday 30 Nov at 08:00, America/New_York");
  });

  it("keeps an unreadable moment or zone as sent", () => {
    expect(sendTimeText("not a date", "Europe/Paris")).toBe("Sent not a date");
    expect(sendTimeText("2026-11-30T07:00:00.000Z", "Mars/Olympus")).toBe("Sent 2026-11-30T07:00:00.000Z");
  });
});

describe("appPathOf", () => {
  const origin = "http://localhost:3000";

  it("turns a dashboard address into its path, with its query and fragment", () => {
    expect(appPathOf("http://localhost:3000/leads/lead_01", origin)).toBe("/leads/lead_01");
    expect(appPathOf("http://localhost:3000/analytics?days=7#gaps", origin)).toBe("/analytics?days=7#gaps");
  });

  it("leaves another origin, another port or no address at all as it is", () => {
    expect(appPathOf("https://blog.example.com/post", origin)).toBeNull();
    expect(appPathOf("http://localhost:4000/leads/lead_01", origin)).toBeNull();
    expect(appPathOf("/leads/lead_01", origin)).toBeNull();
  });
});

describe("madeFigures", () => {
  it("lists every kind of output in the email's order", () => {
    expect(madeFigures({ posts: 2, videos: 0, reels: 1, chat_answers: 1200, audits: 0, optimizations: 3 })).toEqual([
      { label: "Posts", value: "2" },
      { label: "Videos", value: "0" },
      { label: "Reels", value: "1" },
      { label: "Chat answers", value: "1,200" },
      { label: "Audits", value: "0" },
      { label: "Optimizations", value: "3" },
    ]);
  });
});
