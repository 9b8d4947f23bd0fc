import { type Display, displayMatches } from "~/components/admin/display";
import type { StatusTab } from "~/components/admin/StatusTabs";

type T = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The shown / hidden / all tabs of a content list (the spec's display enum in the path), with
 * counts when the page holds every row.
 */
export function contentDisplayTabs(t: T, active: Display, to: (d: Display) => string, shown?: boolean[]) {
  const items: StatusTab[] = (["1", "2", "3"] as const).map((d) => ({
    key: d,
    label: t(`adminContent.displayTab.${d}`),
    to: to(d),
    count: shown?.filter((s) => displayMatches(d, s)).length,
  }));
  return { label: t("adminContent.displayFilter"), active, items };
}
