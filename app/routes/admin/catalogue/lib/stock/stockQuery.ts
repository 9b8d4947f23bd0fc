import { pageOf } from "../product";

// The stock page's URL: q (keyword), under (low-stock threshold), page; the history view:
// view=logs or logs=<product id>, reason, from, to, page.

export const REASONS = ["ADMIN", "IMPORT", "ORDER", "CANCEL"] as const;

export function stockQueryOf(url: URL) {
  const sp = url.searchParams;
  const under = sp.get("under");
  const logs = Number(sp.get("logs"));
  return {
    view: sp.get("view") === "logs" || sp.has("logs") ? ("logs" as const) : ("stock" as const),
    q: sp.get("q") ?? "",
    under: under !== null && /^\d+$/.test(under) ? Number(under) : undefined,
    productId: logs > 0 ? logs : undefined,
    reason: REASONS.find((r) => r === sp.get("reason")),
    from: sp.get("from") ?? "",
    to: sp.get("to") ?? "",
    page: pageOf(url),
  };
}
export type StockQuery = ReturnType<typeof stockQueryOf>;
