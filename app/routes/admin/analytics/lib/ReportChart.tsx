import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

// The report's line over time, drawn by uPlot (README stack). This module is only reached through
// TrendChart's dynamic import, so uPlot lands in a chunk of its own that only the back office loads.

export type ChartPoint = { day: string; revenue: number; orders: number };
export type ChartLabels = { day: string; revenue: string; orders: string; money: (minor: number) => string };

const BRAND = "#2f6f4f";
const ORDERS = "#c27a1a";
/** Taipei midnight of a day, in seconds (Taiwan keeps UTC+8 all year). */
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00+08:00`) / 1000;
const HALF_DAY = 43_200;
const ORDER_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
/** The Taipei day of a point's seconds, as the page writes days (YYYY-MM-DD). */
const dayOf = (s: number) => new Date((s + 8 * 3600) * 1000).toISOString().slice(0, 10);
/** Room for an axis' longest label (uPlot does not measure them): about 7 px a character at 12 px. */
const axisSize = (values: string[] | null) => Math.max(40, ...(values ?? []).map((v) => v.length * 7 + 18));

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
    const xs = data[0] as number[];
    // One day (TODAY, YESTERDAY) is one point: uPlot would stretch a lone x over years, so the axis
    // spans that day with its label under the point.
    const lone = xs.length === 1 ? (xs[0] as number) : null;
    const opts: uPlot.Options = {
      width: el.clientWidth,
      height,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Asia/Taipei"),
      scales: {
        x: lone === null ? { time: true } : { time: true, range: [lone - HALF_DAY, lone + HALF_DAY] },
        n: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      },
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      series: [
        { label: labels.day, value: (_u, v) => (v == null ? "–" : dayOf(v)) },
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
        lone === null
          ? { stroke: "#6b6b6b", grid: { stroke: "#eee" } }
          : { stroke: "#6b6b6b", grid: { stroke: "#eee" }, splits: () => [lone], values: () => [dayOf(lone)] },
        {
          stroke: "#6b6b6b",
          grid: { stroke: "#eee" },
          size: (_u, values) => axisSize(values),
          values: (_u, vs) => vs.map((v) => labels.money(v * 100)),
        },
        {
          side: 1,
          scale: "n",
          stroke: "#6b6b6b",
          grid: { show: false },
          size: (_u, values) => axisSize(values),
          // Orders are whole: no 0.2 ticks on a quiet period.
          incrs: ORDER_STEPS,
          values: (_u, vs) => vs.map(String),
        },
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
