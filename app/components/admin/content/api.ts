import type { FieldIssue } from "@functions/shared/validators";
import { type Locale, translate, useT } from "~/i18n";
import { type AdminFailure, adminLoad, failureKey } from "../adminApi";
import { flash } from "../flash";

// Paths of the content admin API (functions/api/store/content.ts, functions/api/store/media.ts) and the
// small helpers the content pages share: route params, list unwrapping, issue texts, Taipei time.

export const CONTENT_API = {
  banners: "/api/admin/setting/banner",
  banner: (id: number) => `/api/admin/setting/banner/${id}`,
  pages: "/api/admin/setting/pages",
  page: (id: number) => `/api/admin/setting/pages/${id}`,
  style: "/api/admin/setting/style",
  menu: "/api/admin/setting/menu",
  articles: "/api/admin/articles",
  article: (id: number) => `/api/admin/articles/${id}`,
  articleCategories: "/api/admin/article/categories",
  articleCategory: (id: number) => `/api/admin/article/categories/${id}`,
  attachments: "/api/admin/article/attachements",
  attachment: (id: number) => `/api/admin/article/attachements/${id}`,
  media: "/api/admin/media",
  mediaItem: (id: number) => `/api/admin/media/${id}`,
  productCategories: "/api/admin/product/categories",
  productTopics: "/api/admin/product/topics",
  products: "/api/admin/products",
} as const;

/** Back-office paths of the content pages (spec back-office §2.2; settings live under /admin/settingpage). */
export const CONTENT_PATHS = {
  bannerList: "/admin/settingpage/setting-banner-list",
  banner: (id: number | "new") => `/admin/settingpage/setbanner/${id}`,
  pageList: "/admin/settingpage/setting-page-list",
  page: (id: number | "new") => `/admin/settingpage/setpage/${id}`,
  style: "/admin/settingpage/setting-style",
  menu: "/admin/settingpage/setting-menu",
  articleList: (categoryId: number, display: Display) => `/admin/article-list/${categoryId}/${display}`,
  article: (id: number | "new") => `/admin/article-edit/${id}`,
  articleCategoryList: (display: Display) => `/admin/article-category-list/${display}`,
  articleCategory: (id: number | "new") => `/admin/article-edit-category/${id}`,
} as const;

/** The spec's display enum in list URLs: 1 shown (the menu default), 2 hidden, 3 all. */
export type Display = "1" | "2" | "3";
export const displayOf = (p: string | undefined | null): Display => (p === "2" || p === "3" ? p : "1");
export const displayQuery = (d: Display): boolean | undefined => (d === "3" ? undefined : d === "1");
export const displayMatches = (d: Display, shown: boolean) => d === "3" || (d === "1") === shown;

/** A positive id from a route param; `0`, `new` and anything else mean "create". */
export function idParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** Lists arrive as the array itself or wrapped in {data} / {items}. */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === "object") {
    const d = data as Record<string, unknown>;
    for (const k of ["data", "items", "list", "products"]) if (Array.isArray(d[k])) return d[k] as T[];
  }
  return [];
}

/** A list read that may fail without failing the page (pickers): [] and `failed` instead. */
export async function optionalList<T>(path: string, query?: Record<string, string | number | boolean>) {
  try {
    return { items: listOf<T>(await adminLoad<unknown>(path, query)), failed: false };
  } catch (e) {
    // A redirect (not admin, session gone) must still leave the page.
    if (e instanceof Response) throw e;
    return { items: [] as T[], failed: true };
  }
}

/**
 * The text of a field issue: the shared validation text when there is one, else this area's
 * wording of the content API's keys (adminContent.v.*), else a generic "check this field".
 */
export function issueText(locale: Locale, message: string, vars?: Record<string, string | number>): string {
  const own = translate(locale, message, vars);
  if (own !== message) return own;
  const suffix = message.startsWith("validation.") ? message.slice("validation.".length) : message;
  const area = `adminContent.v.${suffix}`;
  const mine = translate(locale, area, vars);
  return mine !== area ? mine : translate(locale, "adminContent.v.invalid");
}

/** Field path → text, the first issue per path. */
export function fieldErrors(locale: Locale, issues: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) if (!(i.path in out)) out[i.path] = issueText(locale, i.message);
  return out;
}

/** The headline of a failed write: this area's wording of a business code, else 422 / HTTP. */
export function useFailureText() {
  const t = useT();
  return (f: AdminFailure) => {
    if (f.status === 200 && f.code) {
      const own = `adminContent.code.${f.code}`;
      const text = t(own);
      if (text !== own) return text;
    }
    const key = failureKey(f);
    const text = t(key);
    if (text !== key) return text;
    return t("adminContent.saveFailed");
  };
}

/** A failed save of a form: its field issues onto the fields, the headline as an error alert. */
export function useSaveFailure(form: { showIssues: (issues: readonly FieldIssue[]) => unknown }) {
  const failText = useFailureText();
  return (f: AdminFailure) => {
    if (f.issues.length) form.showIssues(f.issues);
    flash.error(failText(f));
  };
}

// ---- Asia/Taipei time (UTC+8, no daylight saving) ------------------------------------------------
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** ISO instant → the value of an <input type="datetime-local"> in Taipei time ("" for null). */
export function isoToTaipeiInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(ms + TAIPEI_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Taipei time → ISO instant (null when empty or invalid). */
export function taipeiInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = Date.parse(`${value.length === 16 ? `${value}:00` : value}+08:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Date and time shown to the admin in Taipei time. */
export function formatTaipei(iso: string | null | undefined, locale: Locale, withTime = true): string {
  if (!iso) return "";
  const ms = Date.parse(iso.includes("T") ? iso : iso.replace(" ", "T"));
  if (Number.isNaN(ms)) return "";
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "zh-TW", {
    timeZone: "Asia/Taipei",
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" as const } : {}),
  }).format(new Date(ms));
}

/**
 * New sort values for a list shown "higher first" after a move: the list in its new order gets
 * n, n-1, … 1, and only the rows whose value changes are returned (one PATCH each).
 */
export function resortDesc<T extends { id: number; sort: number }>(
  ordered: readonly T[],
): { id: number; sort: number }[] {
  const n = ordered.length;
  const out: { id: number; sort: number }[] = [];
  ordered.forEach((row, i) => {
    const sort = (n - i) * 10;
    if (row.sort !== sort) out.push({ id: row.id, sort });
  });
  return out;
}

/** Same for lists shown "lower first" (categories, pages): 10, 20, 30… */
export function resortAsc<T extends { id: number; sort: number }>(
  ordered: readonly T[],
): { id: number; sort: number }[] {
  const out: { id: number; sort: number }[] = [];
  ordered.forEach((row, i) => {
    const sort = (i + 1) * 10;
    if (row.sort !== sort) out.push({ id: row.id, sort });
  });
  return out;
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

// ---- pickers ------------------------------------------------------------------------------------
/** A product category as the admin list answers it (functions/catalogue/taxonomy AdminCategoryNode). */
export type CategoryNodeLike = { id: number; name: string; isDisplay: boolean; children: CategoryNodeLike[] };
export type PickOption = { id: number; label: string; depth: number; isDisplay: boolean };

/** The category tree, depth first, with indented labels ("服飾 › 上衣"). */
export function flattenTree(nodes: readonly CategoryNodeLike[], parents: string[] = []): PickOption[] {
  const out: PickOption[] = [];
  for (const n of nodes) {
    const path = [...parents, n.name];
    out.push({ id: n.id, label: path.join(" › "), depth: path.length - 1, isDisplay: n.isDisplay });
    out.push(...flattenTree(n.children ?? [], path));
  }
  return out;
}

/** YouTube id from an id or a watch / share / embed / shorts URL (null when neither). */
export function youtubeIdOf(raw: string): string | null {
  const v = raw.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(v)) return v;
  const m = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/|\/live\/|\/v\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(v);
  return m?.[1] ?? null;
}
