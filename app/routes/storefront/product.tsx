import { getProduct, relatedProducts } from "@functions/commerce/catalogue/storefront";
import { categoryTree } from "@functions/commerce/catalogue/taxonomy";
import { offersForProduct } from "@functions/commerce/promotions/offers";
import type { CategoryNode, ProductDetail } from "@functions/shared/commerce/catalogue";
import { productPageExtras } from "@functions/store/settings/storefront";
import { Info, Tag as TagIcon } from "lucide-react";
import { Link, redirect } from "react-router";
import { DeliveryEstimate } from "../../components/settings/DeliveryEstimate";
import { AdultGate, useAdultConsent } from "../../components/shop/AdultOverlay";
import { Breadcrumbs, type Crumb } from "../../components/shop/Breadcrumbs";
import { categoryPath } from "../../components/shop/CategoryNav";
import { Gallery } from "../../components/shop/Gallery";
import { isTall, RULES } from "../../components/shop/images";
import { JsonLd } from "../../components/shop/JsonLd";
import { listHref, parseId, productHref, slug } from "../../components/shop/links";
import { PlanLabel, PriceBlock } from "../../components/shop/PriceBlock";
import { ProductCard } from "../../components/shop/ProductCard";
import { ProductOffers } from "../../components/shop/ProductOffers";
import { Prose } from "../../components/shop/Prose";
import { PurchaseBox } from "../../components/shop/PurchaseBox";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { productJsonLd } from "../../components/shop/seo";
import { textOf } from "../../components/shop/text";
import { useShopTheme } from "../../components/shop/theme";
import { cx } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf, scopeOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/product";
import { isMissing, loadNav, notFoundPage, orNotFound } from "./shop.server";

const RELATED_LIMIT = 8;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (!id) notFoundPage("product");
  const scope = scopeOf(context);
  const treeP = categoryTree(scope, { displayOnly: true });
  const [product, related, nav, tree] = await Promise.all([
    orNotFound(getProduct(scope, id), "product"),
    relatedProducts(scope, id, RELATED_LIMIT).catch((e) => {
      if (isMissing(e)) return [];
      throw e;
    }),
    loadNav(scope, treeP),
    treeP,
  ]);
  // One address per product: /product/{id}/{slug of its name}.
  if (params.name !== slug(product.name)) {
    const url = new URL(request.url);
    throw redirect(`${productHref(product)}${url.search}`, 301);
  }
  const [extras, offers] = await Promise.all([productPageExtras(scope, product), offersForProduct(scope, product.id)]);
  return { product, related, nav, trail: categoryTrail(product, tree), origin: rcOf(context).origin, extras, offers };
}

/** Breadcrumb path: the deepest displayed category of the product, with its ancestors from the tree. */
function categoryTrail(p: ProductDetail, tree: CategoryNode[]): { id: number; name: string }[] {
  let best: CategoryNode[] = [];
  for (const c of p.categories) {
    const path = categoryPath(tree, c.id);
    if (path.length > best.length) best = path;
  }
  return best.map(({ id, name }) => ({ id, name }));
}

export default function ProductPage({
  loaderData: { product: p, related, trail, origin, extras, offers },
}: Route.ComponentProps) {
  const t = useT();
  const { canonical } = useRoot();
  const theme = useShopTheme();
  const [adultOk, confirmAdult] = useAdultConsent();
  const veiled = p.isAdult && !adultOk;
  const rootId = trail[0]?.id;
  const crumbs: Crumb[] = [
    ...trail.map((c) => ({ name: c.name, href: listHref("new", c, { parentId: rootId }) })),
    { name: p.name },
  ];
  if (!trail.length) crumbs.unshift({ name: t("shop.list.new"), href: listHref("new", "all") });
  const description = p.metaDescription || p.summary || textOf(p.description, 160);
  const shareImage = p.media?.variants["800x800"]?.path ?? p.media?.path ?? p.imagePath;

  return (
    <main className="mx-auto max-w-6xl px-4 pt-5 pb-16" data-testid="product-detail" data-product-id={p.id}>
      <ShopMeta
        title={p.metaTitle || p.name}
        description={description}
        image={veiled ? null : shareImage}
        type="product"
      />
      <JsonLd data={productJsonLd(p, origin, canonical)} />
      <Breadcrumbs items={crumbs} />

      <div className="relative mt-4 min-[734px]:mt-6">
        {veiled && <AdultGate onConfirm={confirmAdult} />}
        <div
          className={cx(
            "grid gap-6 min-[970px]:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] min-[970px]:gap-12",
            veiled && "select-none",
          )}
          inert={veiled || undefined}
        >
          <Gallery
            images={p.gallery.length ? p.gallery : p.media ? [p.media] : []}
            name={p.name}
            fallback={p.imageErrorPath}
            radius={theme.radius}
            veiled={veiled}
          />
          <div className="flex flex-col gap-5 min-[970px]:sticky min-[970px]:top-32 min-[970px]:self-start">
            <ProductHead p={p} />
            <div className="rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-line">
              <PriceBlock product={p} size="lg" />
              {extras.lowStock !== null && (
                <p className="mt-2 text-sm font-semibold text-danger" data-testid="low-stock">
                  {t("product.lowStock", { count: extras.lowStock })}
                </p>
              )}
            </div>
            <ProductOffers offers={offers} />
            <PurchaseBox product={p} />
            <DeliveryEstimate date={extras.shipsBy} />
            {p.tags.length > 0 && <ProductTags tags={p.tags} />}
          </div>
        </div>
      </div>

      {(p.description || p.information) && <ProductDetails p={p} veiled={veiled} />}

      {extras.story && (
        <section aria-labelledby="product-story" className="mt-12 min-w-0" inert={veiled || undefined}>
          <h2 id="product-story" className="mb-4 border-b border-line pb-3 text-lg font-bold">
            {t("product.story")}
          </h2>
          <Prose html={extras.story} className={cx(veiled && "blur-md")} testId="product-story" />
        </section>
      )}

      {related.length > 0 && <RelatedProducts related={related} />}
    </main>
  );
}

type Detail = Route.ComponentProps["loaderData"]["product"];

/** The product's labels, name and summary, above its price. */
function ProductHead({ p }: { p: Detail }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-1.5">
        <PlanLabel plan={p.paymentPlan} />
        {p.isAdult && (
          <span className="inline-flex h-5 items-center rounded bg-danger/10 px-1.5 text-[11px] font-semibold text-danger">
            18+
          </span>
        )}
      </div>
      <h1 className="text-2xl leading-snug font-bold tracking-tight min-[734px]:text-[28px]" data-testid="product-name">
        {p.name}
      </h1>
      {p.summary && <p className="text-[15px] leading-relaxed text-muted">{p.summary}</p>}
    </div>
  );
}

function ProductTags({ tags }: { tags: Detail["tags"] }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4" data-testid="product-tags">
      <TagIcon size={16} aria-hidden className="text-muted" />
      <span className="sr-only">{t("shop.list.tags")}</span>
      {tags.map((g) => (
        <Link
          key={g.id}
          to={listHref("new", "all", { tags: [g.id] })}
          className="inline-flex h-8 items-center rounded-full border border-line bg-white px-3 text-sm text-ink hover:border-brand-500 hover:text-brand-700"
        >
          #{g.name}
        </Link>
      ))}
    </div>
  );
}

/** The description and the information box beside it (an empty cell keeps the box on the right). */
function ProductDetails({ p, veiled }: { p: Detail; veiled: boolean }) {
  const t = useT();
  return (
    <div className="mt-12 grid gap-8 min-[970px]:grid-cols-[minmax(0,1fr)_320px]" inert={veiled || undefined}>
      {p.description ? (
        <section aria-labelledby="product-description" className="min-w-0">
          <h2 id="product-description" className="mb-4 border-b border-line pb-3 text-lg font-bold">
            {t("shop.detail.description")}
          </h2>
          <Prose html={p.description} className={cx(veiled && "blur-md")} testId="product-description" />
        </section>
      ) : (
        <div />
      )}
      {p.information && (
        <aside
          aria-labelledby="product-information"
          className="self-start rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line"
        >
          <h2 id="product-information" className="mb-3 flex items-center gap-2 text-base font-bold">
            <Info size={18} aria-hidden className="text-brand-600" />{" "}
            {p.information.name || t("shop.detail.information")}
          </h2>
          <Prose html={p.information.content} className="text-sm" />
        </aside>
      )}
    </div>
  );
}

function RelatedProducts({ related }: { related: Route.ComponentProps["loaderData"]["related"] }) {
  const t = useT();
  const relatedTall = isTall(related[0]?.media);
  return (
    <section aria-labelledby="related" className="mt-14" data-testid="related-products">
      <h2 id="related" className="mb-5 text-xl font-bold">
        {t("shop.detail.related")}
      </h2>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-6 min-[734px]:grid-cols-4 min-[734px]:gap-x-5">
        {related.slice(0, RELATED_LIMIT).map((r) => (
          <li key={r.id} className="min-w-0">
            <ProductCard product={r} rules={RULES.related(relatedTall)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
