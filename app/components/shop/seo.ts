import type { ProductDetail } from "@functions/shared/commerce/catalogue";
import { absoluteUrl } from "./images";
import { priceView } from "./PriceBlock";
import { availableStock } from "./stock";
import { textOf } from "./text";

/** schema.org Product with one Offer: price in TWD major units, availability from stock. */
export function productJsonLd(p: ProductDetail, origin: string, canonical: string) {
  const stock = p.stocks.reduce((s, l) => s + availableStock(l), 0);
  const v = priceView(p);
  const images = (p.gallery.length ? p.gallery : p.media ? [p.media] : [])
    .map((m) => absoluteUrl(origin, m.variants["800x800"]?.path ?? m.path))
    .filter(Boolean);
  const availability =
    !p.isSaleable || stock <= 0 ? "OutOfStock" : p.paymentPlan === "PRE_ORDER" ? "PreOrder" : "InStock";
  const sku = p.stocks.find((l) => l.sku)?.sku ?? undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    image: images,
    description: p.metaDescription || p.summary || textOf(p.description) || undefined,
    sku,
    productID: String(p.id),
    url: canonical,
    category: p.categories[0]?.name,
    offers: {
      "@type": "Offer",
      url: canonical,
      priceCurrency: "TWD",
      price: Number((v.main / 100).toFixed(2)),
      availability: `https://schema.org/${availability}`,
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}
