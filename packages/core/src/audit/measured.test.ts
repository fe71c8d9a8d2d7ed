import { describe, expect, it } from "vitest";
import { chooseLighthousePages } from "../adapters";
import { MAX_MEASURED_PAGES } from "./lighthouse";
import { measuredCounts, notMeasured } from "./measured";

describe("the pages an audit measures with Lighthouse", () => {
  it("are at most ten, half kept for competitors' home pages, what one side leaves going to the other", () => {
    expect(MAX_MEASURED_PAGES).toBe(10);
    expect(measuredCounts(9, 2, MAX_MEASURED_PAGES)).toEqual({ site: 8, competitors: 2 });
    expect(measuredCounts(12, 7, MAX_MEASURED_PAGES)).toEqual({ site: 5, competitors: 5 });
    expect(measuredCounts(2, 9, MAX_MEASURED_PAGES)).toEqual({ site: 2, competitors: 8 });
    expect(measuredCounts(3, 1, MAX_MEASURED_PAGES)).toEqual({ site: 3, competitors: 1 });
    expect(measuredCounts(1, 0, MAX_MEASURED_PAGES)).toEqual({ site: 1, competitors: 0 });
  });

  it("follow a smaller limit, a single place going to the site, and none at all", () => {
    expect(measuredCounts(2, 2, 1)).toEqual({ site: 1, competitors: 0 });
    expect(measuredCounts(1, 2, 3)).toEqual({ site: 1, competitors: 2 });
    expect(measuredCounts(4, 3, 0)).toEqual({ site: 0, competitors: 0 });
  });

  it("say why a page read was left out", () => {
    expect(notMeasured(10)).toEqual({ lighthouse: null, error: "Not measured: an audit measures at most 10 pages with Lighthouse" });
    expect(notMeasured(1).error).toBe("Not measured: an audit measures at most 1 page with Lighthouse");
    expect(notMeasured(0).error).toBe("Not measured: Lighthouse measurements are off");
  });

  it("are AUDIT_LIGHTHOUSE_PAGES when it is a whole number up to the limit, else the limit", () => {
    expect(chooseLighthousePages(undefined, 10)).toBe(10);
    expect(chooseLighthousePages("", 10)).toBe(10);
    expect(chooseLighthousePages(" 0 ", 10)).toBe(0);
    expect(chooseLighthousePages("3", 10)).toBe(3);
    expect(chooseLighthousePages("25", 10)).toBe(10);
    for (const wrong of ["-1", "2.5", "none", "1e3"]) expect(chooseLighthousePages(wrong, 10), wrong).toBe(10);
  });
});
