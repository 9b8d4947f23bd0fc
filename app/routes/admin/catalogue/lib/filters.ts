// URL filters of the catalogue lists (spec back-office §2.2). Documented in docs/decisions.md by
// the lead from the catalogue report:
// - product lists (:isDisplay): the Chinese words the menu uses, 上架 (on shelf, the default),
//   下架 (off shelf) and 全部 (all); anything else reads as on shelf.
// - categories, tags, information (:isdisplay) and the topic list's ?isDisplay: the spec's display
//   enum, 1 shown (the menu default), 2 hidden, 3 all.

export const SHELF_WORDS = { on: "上架", off: "下架", all: "全部" } as const;
export type Shelf = keyof typeof SHELF_WORDS;

export function shelfOf(param: string | undefined): Shelf {
  const p = param ? safeDecode(param) : "";
  if (p === SHELF_WORDS.off || p === "0" || p === "false" || p === "off") return "off";
  if (p === SHELF_WORDS.all || p === "all") return "all";
  return "on";
}
export const shelfWord = (s: Shelf) => encodeURIComponent(SHELF_WORDS[s]);
/** The API's isDisplay for a shelf filter (undefined = all). */
export const shelfQuery = (s: Shelf): boolean | undefined => (s === "all" ? undefined : s === "on");

export type Display = "1" | "2" | "3";
export function displayOf(param: string | null | undefined): Display {
  return param === "2" || param === "3" ? param : "1";
}
export const displayQuery = (d: Display): boolean | undefined => (d === "3" ? undefined : d === "1");
export const displayMatches = (d: Display, isDisplay: boolean) => d === "3" || (d === "1") === isDisplay;

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Positive integer route param, or null (0, "new" and garbage all mean "none"). */
export function idParam(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** Lists may arrive as the array itself or wrapped ({data}, {items}, {list}); totals likewise. */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === "object") {
    const d = data as Record<string, unknown>;
    for (const k of ["data", "items", "list", "rows", "products"]) if (Array.isArray(d[k])) return d[k] as T[];
  }
  return [];
}
export function totalOf(data: unknown, fallback: number): number {
  if (data && typeof data === "object" && !Array.isArray(data)) {
    const d = data as Record<string, unknown>;
    for (const k of ["total", "count", "totalCount"]) if (typeof d[k] === "number") return d[k] as number;
  }
  return fallback;
}

/** UTC ISO → the value of a datetime-local input in Taiwan time ("2026-11-22T18:30"). */
export function isoToTaipeiLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const t = new Date(d.getTime() + 8 * 3600_000); // Taiwan has no daylight saving time
  return t.toISOString().slice(0, 16);
}

/** A datetime-local value read as Taiwan time → ISO with offset (what the API accepts); "" → null. */
export function taipeiLocalToIso(local: string): string | null {
  if (!local) return null;
  return `${local.length === 16 ? `${local}:00` : local}+08:00`;
}
