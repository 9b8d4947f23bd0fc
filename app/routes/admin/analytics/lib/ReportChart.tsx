import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

// The report's line over time, drawn by uPlot (README stack). This module is only reached through
// TrendChart's dynamic import, so uPlot lands in a chunk of its own that only the back office loads.

export type ChartPoint = { day: string; revenue: number; orders: number };
export type ChartLabels = { revenue: string; orders: string; money: (minor: number) => string };

const BRAND = "#2f6f4f";
const ORDERS = "#c27a1a";
/** Taipei midnight of a day, in seconds (Taiwan keeps UTC+8 all year). */
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00+08:00`) / 1000;

export default function ReportChart({ points, labels }: { points: ChartPoint[]; labels: ChartLabels }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      points.map((p) => secondsOf(p.day)),
      points.map((p) => p.revenue / 100),
      points.map((p) => p.orders),
    ];
    const height = el.clientWidth < 500 ? 220 : 280;
    const opts: uPlot.Options = {
      width: el.clientWidth,
      height,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Asia/Taipei"),
      scales: { x: { time: true }, n: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      series: [
        {},
        {
          label: labels.revenue,
          stroke: BRAND,
          width: 2,
          fill: "rgba(47,111,79,0.08)",
          points: { show: points.length <= 31 },
          value: (_u, v) => (v == null ? "–" : labels.money(Math.round(v * 100))),
        },
        { label: labels.orders, stroke: ORDERS, width: 2, scale: "n", points: { show: points.length <= 31 } },
      ],
      axes: [
        { stroke: "#6b6b6b", grid: { stroke: "#eee" } },
        {
          stroke: "#6b6b6b",
          grid: { stroke: "#eee" },
          size: 64,
          values: (_u, vs) => vs.map((v) => labels.money(v * 100)),
        },
        { side: 1, scale: "n", stroke: "#6b6b6b", grid: { show: false }, values: (_u, vs) => vs.map(String) },
      ],
    };
    const plot = new uPlot(opts, data, el);
    const fit = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    fit.observe(el);
    return () => {
      fit.disconnect();
      plot.destroy();
    };
  }, [points, labels]);
  return <div ref={box} className="w-full" data-testid="report-chart-canvas" />;
}
