import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Card } from "../../components/ui/Card";
import { creditSummaryQueryOptions } from "../billing/credit-queries";
import { addedNote, AGENT_LABELS, costText, creditsSummary, setAsideFigures } from "./analytics-format";
import { ChartBlock } from "./ChartBlock";
import { type ChartSeries, PALETTE } from "./chart-series";
import { Figures } from "./Figures";
import { AGENT_KEYS, type AgentKey, type Analytics } from "./types";

const AGENT_COLORS: Record<AgentKey, string> = {
  blog: PALETTE.indigo,
  social: PALETTE.pink,
  chat: PALETTE.teal,
  auditor: PALETTE.amber,
  optimizer: PALETTE.green,
};

/**
 * What the credits bought: spent per agent and day, what came in beside them, what chat conversations
 * reserve and running agents hold now, the balance over the range and the cost per result.
 */
export function CreditsCard({ data }: { data: Analytics }) {
  const { totals } = data;
  // Reserved and held are the account's now, read as the dashboard reads them, in the same days.
  const summary = useQuery(creditSummaryQueryOptions(data.range.timezone));
  const dates = useMemo(() => data.days.map((day) => day.date), [data]);
  const series = useMemo<ChartSeries[]>(
    () => [
      ...AGENT_KEYS.map((agent) => ({
        label: AGENT_LABELS[agent],
        values: data.days.map((day) => day.credits_by_agent[agent]),
        color: AGENT_COLORS[agent],
        stack: "spent",
      })),
      { label: "Top-ups", values: data.days.map((day) => day.topups), color: PALETTE.sky, stack: "topups" },
      { label: "Balance", values: data.days.map((day) => day.balance), color: PALETTE.slate, type: "line" },
    ],
    [data],
  );

  return (
    <Card title="Credits" subtitle="What your credits bought in this period.">
      <Figures
        label="Credits in total"
        items={[
          { label: "Credits spent", value: totals.credits_spent.toLocaleString("en-US"), note: "by finished runs and chat answers" },
          { label: "Credits added", value: totals.credits_added.toLocaleString("en-US"), note: addedNote(totals) },
          ...setAsideFigures(summary.data, summary.isError),
          { label: "Balance now", value: totals.balance_end.toLocaleString("en-US"), note: `${totals.balance_start.toLocaleString("en-US")} at the start` },
          {
            label: "Per published post",
            value: costText(totals.cost_per_post),
            note: totals.cost_per_post === null ? "No post published in this period." : "credits, from the Blog Agent's spending",
          },
          {
            label: "Per video",
            value: costText(totals.cost_per_video),
            note: totals.cost_per_video === null ? "No video made in this period." : "credits, from the Social Media Agent's spending",
          },
          {
            label: "Per 100 chat answers",
            value: costText(totals.cost_per_100_answers),
            note: totals.cost_per_100_answers === null ? "No chat answer in this period." : "credits, from the answers alone",
          },
          {
            label: "Chat knowledge builds",
            value: totals.knowledge_credits.toLocaleString("en-US"),
            note: "credits for reading the chat agents' PDFs and sites",
          },
        ]}
      />
      <div className="chart-list">
        <ChartBlock title="Credits per day" summary={creditsSummary(data)} dates={dates} series={series} />
      </div>
    </Card>
  );
}
