import { useEffect, useRef } from "react";
import { Chart } from "./chart-setup";
import type { ChartSeries } from "./chart-series";

interface DailyChartProps {
  labels: string[];
  series: ChartSeries[];
  /** The id of the text that says what the chart shows. */
  describedBy: string;
  title: string;
}

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Bars per day, stacked as the series say, with any line series on a scale of their own at the right. */
export function DailyChart({ labels, series, describedBy, title }: DailyChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const hasLine = series.some((item) => item.type === "line");
    const chart = new Chart(canvas.current, {
      type: "bar",
      data: {
        labels,
        datasets: series.map((item) =>
          item.type === "line"
            ? {
                type: "line" as const,
                label: item.label,
                data: item.values,
                borderColor: item.color,
                backgroundColor: item.color,
                pointRadius: labels.length > 31 ? 0 : 2,
                borderWidth: 2,
                yAxisID: "line",
              }
            : {
                type: "bar" as const,
                label: item.label,
                data: item.values,
                backgroundColor: item.color,
                stack: item.stack ?? "all",
                yAxisID: "y",
              },
        ),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : undefined,
        interaction: { mode: "index", intersect: false },
        plugins: { legend: { position: "bottom", labels: { boxWidth: 12, boxHeight: 12 } } },
        scales: {
          x: { stacked: true, grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } },
          y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
          ...(hasLine ? { line: { position: "right" as const, beginAtZero: true, grid: { drawOnChartArea: false }, ticks: { precision: 0 } } } : {}),
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series]);

  return (
    <div className="chart-frame">
      <canvas ref={canvas} role="img" aria-label={title} aria-describedby={describedBy} />
    </div>
  );
}
