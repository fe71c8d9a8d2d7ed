import { useMemo } from "react";
import { Card } from "../../components/ui/Card";
import { chatSummary, contentSummary, seoWorkSummary } from "./analytics-format";
import { ChartBlock } from "./ChartBlock";
import { type ChartSeries, PALETTE } from "./chart-series";
import { Figures } from "./Figures";
import type { Analytics, AnalyticsDay } from "./types";

const figure = (data: Analytics, pick: (day: AnalyticsDay) => number) => data.days.map(pick);

/** What the agents made: posts and videos, chat answers, audits and optimizations, per day and in total. */
export function OutputCard({ data }: { data: Analytics }) {
  const { totals } = data;
  const dates = useMemo(() => data.days.map((day) => day.date), [data]);
  const content = useMemo<ChartSeries[]>(
    () => [
      { label: "Posts", values: figure(data, (day) => day.posts), color: PALETTE.indigo },
      { label: "Drafts", values: figure(data, (day) => day.drafts), color: PALETTE.sky },
      { label: "Videos", values: figure(data, (day) => day.videos), color: PALETTE.pink },
      { label: "Reels", values: figure(data, (day) => day.reels), color: PALETTE.amber },
    ],
    [data],
  );
  const chat = useMemo<ChartSeries[]>(() => [{ label: "Chat answers", values: figure(data, (day) => day.chat_answers), color: PALETTE.teal }], [data]);
  const seo = useMemo<ChartSeries[]>(
    () => [
      { label: "Audits", values: figure(data, (day) => day.audits), color: PALETTE.amber },
      { label: "Optimizations", values: figure(data, (day) => day.optimizations), color: PALETTE.green },
    ],
    [data],
  );

  return (
    <Card title="Output" subtitle="What your agents made, day by day.">
      <Figures
        label="Output in total"
        items={[
          { label: "Posts published", value: totals.posts.toLocaleString("en-US") },
          { label: "Drafts", value: totals.drafts.toLocaleString("en-US") },
          { label: "Videos", value: totals.videos.toLocaleString("en-US") },
          { label: "Reels", value: totals.reels.toLocaleString("en-US") },
          { label: "Chat answers", value: totals.chat_answers.toLocaleString("en-US") },
          { label: "Audits", value: totals.audits.toLocaleString("en-US") },
          { label: "Optimizations", value: totals.optimizations.toLocaleString("en-US") },
        ]}
      />
      <div className="chart-list">
        <ChartBlock title="Posts and videos" summary={contentSummary(data)} dates={dates} series={content} />
        <ChartBlock title="Chat answers" summary={chatSummary(data)} dates={dates} series={chat} />
        <ChartBlock title="Audits and optimizations" summary={seoWorkSummary(data)} dates={dates} series={seo} />
      </div>
    </Card>
  );
}
