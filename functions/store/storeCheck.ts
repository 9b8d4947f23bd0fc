import type { UserRow } from "../../db/schema";
import type { StoreCheckFacts } from "../../db/storeCheck";
import type { StoreScope } from "../platform/tenancy/scope";
import { menuFor } from "../shared/access/adminMenu";

// The store check (/admin/test): can this store sell today? Each item is a fact of the store's own
// data and the menu page that fixes it. Only items whose page the admin may open are listed, so a
// staff member never gets a link into a section blocked for them.

export type CheckLevel = "required" | "recommended";
export type StoreCheckItem = {
  key: "products" | "payment" | "shipping" | "invoice" | "banners" | "pages";
  level: CheckLevel;
  ok: boolean;
  count: number;
  /** The menu entry whose page fixes it. */
  entry: string;
  path: string;
};

const ITEMS: { key: StoreCheckItem["key"]; level: CheckLevel; entry: string; fact: keyof StoreCheckFacts }[] = [
  { key: "products", level: "required", entry: "productList", fact: "productsOnShelf" },
  { key: "payment", level: "required", entry: "payment", fact: "paymentMethodsOpen" },
  { key: "shipping", level: "required", entry: "shipping", fact: "shippingMethodsOpen" },
  { key: "invoice", level: "recommended", entry: "invoice", fact: "invoiceMethodsOpen" },
  { key: "banners", level: "recommended", entry: "banners", fact: "bannersShown" },
  { key: "pages", level: "recommended", entry: "pages", fact: "pagesShown" },
];

export async function storeCheck(
  scope: StoreScope,
  user: Pick<UserRow, "blockedPrivileges" | "isRoot">,
): Promise<{ items: StoreCheckItem[]; ready: boolean }> {
  const menu = menuFor({
    storeType: scope.store.type,
    isWholeSaler: scope.store.isWholeSaler,
    blockedPrivileges: user.blockedPrivileges,
    isRoot: user.isRoot,
  });
  const paths = new Map(menu.flatMap((s) => s.entries.map((e) => [e.key, e.path] as const)));
  const facts = await scope.storeCheck.facts();
  const items: StoreCheckItem[] = [];
  for (const i of ITEMS) {
    const path = paths.get(i.entry);
    if (!path) continue;
    items.push({ key: i.key, level: i.level, ok: facts[i.fact] > 0, count: facts[i.fact], entry: i.entry, path });
  }
  return { items, ready: items.every((i) => i.level !== "required" || i.ok) };
}
