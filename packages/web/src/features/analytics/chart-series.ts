/** One figure drawn per day: bars stacked with others of the same stack, or a line on its own scale. */
export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  type?: "bar" | "line";
  /** Bars with the same stack sit on top of each other; different stacks stand side by side. */
  stack?: string;
}

/** Colours that stay apart for common colour blindness and read on white. */
export const PALETTE = {
  indigo: "#4f46e5",
  pink: "#c0267a",
  teal: "#0e7490",
  amber: "#b45309",
  green: "#15803d",
  slate: "#334155",
  sky: "#3b82f6",
} as const;
