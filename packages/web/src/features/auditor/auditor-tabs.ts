/** The result page's tabs, in the spec's order; the URL keeps the one shown. */
export const RESULT_TABS = [
  { id: "summary", label: "Executive Summary" },
  { id: "strategy", label: "Content Strategy" },
  { id: "competitors", label: "Competitive Analysis" },
  { id: "technical", label: "Technical Analysis" },
] as const;
export type ResultTab = (typeof RESULT_TABS)[number]["id"];

export const parseResultSearch = (search: Record<string, unknown>): { tab?: ResultTab } => {
  const tab = RESULT_TABS.find((choice) => choice.id === search.tab)?.id;
  return tab && tab !== "summary" ? { tab } : {};
};
