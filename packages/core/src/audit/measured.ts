import type { Measurement } from "./lighthouse";

/** Why a page the audit read was left out of the `most` pages it measures. */
export const notMeasured = (most: number): Measurement => ({
  lighthouse: null,
  error: most
    ? `Not measured: an audit measures at most ${most} ${most === 1 ? "page" : "pages"} with Lighthouse`
    : "Not measured: Lighthouse measurements are off",
});

/** The pages an audit measures: half the `most` places are kept for competitors' home pages, and what one side leaves goes to the other. */
export function measuredCounts(pages: number, competitors: number, most: number) {
  const site = Math.min(pages, most - Math.min(competitors, Math.floor(most / 2)));
  return { site, competitors: Math.min(competitors, most - site) };
}
