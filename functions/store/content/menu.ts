import { z } from "zod";
import type { FieldIssue } from "../../shared/validators";
import { linkRule } from "./schemas";

// The storefront navigation menu (back-office setting-menu): an ordered list of items, at most two
// levels. Stored as `stores.setting_page.menu` (so it also reaches /api/initial in settingPage).
// Binding-free: the menu editor uses the same schema.

export const MENU_ITEM_TYPES = [
  "CATEGORY",
  "TOPIC",
  "PAGE",
  "ARTICLE_CATEGORY",
  "LINK",
  "NEW_PRODUCTS",
  "ONSALE_PRODUCTS",
  "BLOGS",
] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

export const MENU_MAX_ITEMS = 20;
export const MENU_MAX_CHILDREN = 20;

/** Which table a type's refId points at; NEW/ONSALE_PRODUCTS and BLOGS may narrow to a category. */
export const MENU_REF_KIND = {
  CATEGORY: "productCategory",
  TOPIC: "productTopic",
  PAGE: "page",
  ARTICLE_CATEGORY: "articleCategory",
  NEW_PRODUCTS: "productCategory",
  ONSALE_PRODUCTS: "productCategory",
  BLOGS: "articleCategory",
  LINK: null,
} as const satisfies Record<MenuItemType, string | null>;
export type MenuRefKind = Exclude<(typeof MENU_REF_KIND)[MenuItemType], null>;

const REF_REQUIRED = new Set<MenuItemType>(["CATEGORY", "TOPIC", "PAGE", "ARTICLE_CATEGORY"]);

const leafShape = {
  type: z.enum(MENU_ITEM_TYPES, { error: "validation.oneOf" }),
  refId: z.number().int().positive().optional(),
  label: z.string().trim().min(1, "validation.required").max(30, "validation.max").optional(),
  url: linkRule.optional(),
};

function itemRules(v: { type: MenuItemType; refId?: number; label?: string; url?: string }, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (v.type === "LINK") {
    if (!v.url) issue("url", "validation.required");
    if (!v.label) issue("label", "validation.required");
    if (v.refId !== undefined) issue("refId", "validation.notAllowed");
  } else {
    if (v.url !== undefined) issue("url", "validation.notAllowed");
    if (REF_REQUIRED.has(v.type) && v.refId === undefined) issue("refId", "validation.required");
  }
}

// A child has no `children` key at all (strict), which is what caps the depth at two.
export const menuLeafInput = z.strictObject(leafShape).superRefine(itemRules);
export const menuItemInput = z
  .strictObject({ ...leafShape, children: z.array(menuLeafInput).max(MENU_MAX_CHILDREN, "validation.max").optional() })
  .superRefine(itemRules);
export const menuInput = z.strictObject({
  items: z.array(menuItemInput).max(MENU_MAX_ITEMS, "validation.max"),
});
export type MenuItem = z.infer<typeof menuItemInput>;
export type MenuLeaf = z.infer<typeof menuLeafInput>;

/** What the storefront renders: labels filled in, links built, dead references dropped. */
export type ResolvedMenuItem = {
  type: MenuItemType;
  refId: number | null;
  label: string;
  href: string;
  children: ResolvedMenuItem[];
};

/** Every (kind, id, path) a menu points at, for one existence query per kind. */
export function menuRefs(items: readonly MenuItem[]): { kind: MenuRefKind; id: number; path: string }[] {
  const out: { kind: MenuRefKind; id: number; path: string }[] = [];
  const visit = (item: MenuLeaf, path: string) => {
    const kind = MENU_REF_KIND[item.type];
    if (kind && item.refId !== undefined) out.push({ kind, id: item.refId, path: `${path}.refId` });
  };
  items.forEach((item, i) => {
    visit(item, `items.${i}`);
    item.children?.forEach((child, j) => {
      visit(child, `items.${i}.children.${j}`);
    });
  });
  return out;
}

export const missingRefIssues = (
  refs: ReturnType<typeof menuRefs>,
  found: Record<MenuRefKind, Set<number>>,
): FieldIssue[] =>
  refs.filter((r) => !found[r.kind].has(r.id)).map((r) => ({ path: r.path, message: "validation.notFound" }));

/** The stored menu, tolerating rows written before a rule changed (invalid items are skipped). */
export function storedMenu(settingPage: unknown): MenuItem[] {
  const raw = (settingPage as { menu?: unknown } | null | undefined)?.menu;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((x) => {
    const r = menuItemInput.safeParse(x);
    return r.success ? [r.data] : [];
  });
}

export type MenuTargets = Record<MenuRefKind, Map<number, { name: string; isDisplay: boolean }>>;
export type MenuSwitches = { topics: boolean; specialPrice: boolean; articles: boolean };

const seg = (s: string) => encodeURIComponent(s);

/**
 * Storefront routes (spec storefront §2): product lists /new-products|/onsale-products|/topics
 * /{id}/{name} ("all" for both when not narrowed), blogs /blogs/{id}/{name}, pages /page/{id}.
 * Items whose target is gone or hidden are dropped, and so are the menus the store's state turns
 * off (spec §4: unpaid → special price, topic, article menus off; a limited policy → topics off).
 */
export function resolveMenu(items: readonly MenuItem[], targets: MenuTargets, on: MenuSwitches): ResolvedMenuItem[] {
  const one = (item: MenuLeaf & { children?: MenuLeaf[] }): ResolvedMenuItem | null => {
    if (!on.topics && item.type === "TOPIC") return null;
    if (!on.specialPrice && item.type === "ONSALE_PRODUCTS") return null;
    if (!on.articles && (item.type === "ARTICLE_CATEGORY" || item.type === "BLOGS")) return null;
    const kind = MENU_REF_KIND[item.type];
    const target = kind && item.refId !== undefined ? targets[kind].get(item.refId) : undefined;
    if (kind && item.refId !== undefined && !target?.isDisplay) return null;
    const name = target?.name;
    const id = item.refId;
    let href: string;
    let fallback: string;
    switch (item.type) {
      case "LINK":
        href = item.url ?? "/";
        fallback = item.url ?? "";
        break;
      case "PAGE":
        href = `/page/${id}`;
        fallback = name ?? "";
        break;
      case "CATEGORY":
      case "NEW_PRODUCTS":
        href = id ? `/new-products/${id}/${seg(name ?? "")}` : "/new-products/all/all";
        fallback = name ?? "";
        break;
      case "ONSALE_PRODUCTS":
        href = id ? `/onsale-products/${id}/${seg(name ?? "")}` : "/onsale-products/all/all";
        fallback = name ?? "";
        break;
      case "TOPIC":
        href = `/topics/${id}/${seg(name ?? "")}`;
        fallback = name ?? "";
        break;
      case "ARTICLE_CATEGORY":
      case "BLOGS":
        href = id ? `/blogs/${id}/${seg(name ?? "")}` : "/blogs/all/all";
        fallback = name ?? "";
        break;
    }
    const children = (item.children ?? []).map(one).filter((x): x is ResolvedMenuItem => x !== null);
    return { type: item.type, refId: id ?? null, label: item.label ?? fallback, href, children };
  };
  return items.map(one).filter((x): x is ResolvedMenuItem => x !== null);
}
