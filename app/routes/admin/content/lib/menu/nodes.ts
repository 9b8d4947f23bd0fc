import type { MenuItem, MenuItemType } from "@functions/store/content/menu";
import { type MenuNode, newKey } from "~/components/admin/content/menuTree";

// The menu as the API holds it (MenuItem) and as the editor holds it (MenuNode, keyed rows).

/** The storefront is zh-TW first: built-in labels are written in it whatever the admin reads. */
export const STORE_LOCALE = "zh-TW" as const;
export const TYPES: MenuItemType[] = [
  "CATEGORY",
  "TOPIC",
  "PAGE",
  "ARTICLE_CATEGORY",
  "NEW_PRODUCTS",
  "ONSALE_PRODUCTS",
  "BLOGS",
  "LINK",
];
export const REF_REQUIRED = new Set<MenuItemType>(["CATEGORY", "TOPIC", "PAGE", "ARTICLE_CATEGORY"]);

const nodeOf = (i: MenuItem, children: MenuNode[]): MenuNode => ({
  key: newKey(),
  type: i.type,
  refId: i.refId,
  label: i.label ?? "",
  url: i.url ?? "",
  children,
});

export const toNodes = (items: MenuItem[]): MenuNode[] =>
  items.map((i) =>
    nodeOf(
      i,
      (i.children ?? []).map((c) => nodeOf(c, [])),
    ),
  );

/** The API body: empty labels are left out (the storefront then uses the target's name). */
export function toItems(nodes: MenuNode[]): MenuItem[] {
  const leaf = (n: MenuNode) => ({
    type: n.type,
    ...(n.refId !== undefined ? { refId: n.refId } : {}),
    ...(n.label.trim() ? { label: n.label.trim() } : {}),
    ...(n.type === "LINK" ? { url: n.url.trim() } : {}),
  });
  return nodes.map((n) => ({ ...leaf(n), ...(n.children.length ? { children: n.children.map(leaf) } : {}) }));
}
