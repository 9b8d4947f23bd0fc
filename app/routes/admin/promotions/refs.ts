import { adminSend } from "~/components/admin/adminApi";
import { listOf } from "../catalogue/lib/filters";
import { type AdminProduct, leafLines } from "../catalogue/lib/product";
import { type AdminPromotion, PROMO_API, type RefNames } from "./lib";

// Names for the ids a promotion stores (products of its list, products and stock lines of its
// gifts and add-ons). The promotions API keeps ids only; the product API has no by-ids filter, so
// the names come from one product page plus single reads for the rest. A name that cannot be read
// shows as "#id" and does not fail the page.

const MAX_SINGLE_READS = 60;

const readProduct = (id: number) => adminSend<AdminProduct>("GET", PROMO_API.product(id), undefined, { quiet: true });

/** The leaf stock lines of a product, with their spec path ("紅 / M"). */
export async function productLines(id: number) {
  const r = await readProduct(id);
  if (!r.ok) return null;
  return {
    product: r.data,
    lines: leafLines(r.data.stocks).map(({ line, label }) => ({
      stockId: line.stockId,
      spec: label,
      stock: line.stock,
    })),
  };
}

export async function loadRefNames(p: AdminPromotion | null): Promise<RefNames> {
  const products = new Map<number, string>();
  const specs = new Map<number, string>();
  if (!p) return { products, specs };
  const extraProducts = [...new Set(p.conditions.flatMap((c) => c.extras.map((x) => x.productId)))];
  const details = await Promise.all(extraProducts.slice(0, MAX_SINGLE_READS).map(productLines));
  for (const d of details) {
    if (!d) continue;
    products.set(d.product.id, d.product.name);
    for (const l of d.lines) specs.set(l.stockId, l.spec);
  }
  let missing = p.productIds.filter((id) => !products.has(id));
  if (missing.length) {
    const page = await adminSend<unknown>("GET", PROMO_API.products, undefined, { quiet: true, query: { limit: 100 } });
    if (page.ok) for (const x of listOf<{ id: number; name: string }>(page.data)) products.set(x.id, x.name);
    missing = missing.filter((id) => !products.has(id)).slice(0, MAX_SINGLE_READS);
    for (const r of await Promise.all(missing.map(readProduct))) if (r.ok) products.set(r.data.id, r.data.name);
  }
  return { products, specs };
}
