import type { StatusTab } from "~/components/admin/StatusTabs";
import type { Display } from "./filters";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** The shown / hidden / all tabs of the catalogue's taxonomy lists (the spec's display enum). */
export function displayTabs(t: T, active: Display, to: (d: Display) => string, count: (d: Display) => number) {
  const items: StatusTab[] = (["1", "2", "3"] as const).map((d) => ({
    key: d,
    label: t(d === "1" ? "cat.shown" : d === "2" ? "cat.hidden" : "cat.all"),
    to: to(d),
    count: count(d),
  }));
  return { label: t("cat.displayFilter"), active, items };
}
