/** How often an agent can publish; the ids are stored on agents, so they never change. */
export const FREQUENCIES = [
  { id: "daily", value: "Daily" },
  { id: "every-2-days", value: "Every 2 days" },
  { id: "twice-a-week", value: "Twice a week" },
  { id: "weekly", value: "Weekly" },
  { id: "every-2-weeks", value: "Every 2 weeks" },
  { id: "monthly", value: "Monthly" },
] as const;

export type FrequencyId = (typeof FREQUENCIES)[number]["id"];
export const FREQUENCY_IDS = FREQUENCIES.map((frequency) => frequency.id) as [FrequencyId, ...FrequencyId[]];
