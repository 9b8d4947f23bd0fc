import type { ProductListItem } from "@functions/shared/commerce/catalogue";
import { Link } from "react-router";
import { cx } from "../ui";
import { AdultBadge, useAdultConsent } from "./AdultOverlay";
import { Img } from "./Img";
import type { ImageRules } from "./images";
import { RULES } from "./images";
import { productHref } from "./links";
import { PlanLabel, PriceBlock } from "./PriceBlock";
import { useShopTheme } from "./theme";

/**
 * Spec §2 product card: image (adult-only overlay when isAdult), payment-plan label, name and
 * price block. The whole card is one link.
 */
export function ProductCard({
  product,
  rules = RULES.list,
  eager,
  className,
}: {
  product: ProductListItem;
  rules?: ImageRules;
  eager?: boolean;
  className?: string;
}) {
  const theme = useShopTheme();
  const [adultOk] = useAdultConsent();
  const veiled = product.isAdult && !adultOk;
  return (
    <article className={cx("group relative flex min-w-0 flex-col", className)} data-testid="product-card">
      <Link
        to={productHref(product)}
        className="flex flex-col rounded-md outline-offset-4"
        prefetch="intent"
        data-product-id={product.id}
      >
        <div
          className={cx(
            "relative overflow-hidden bg-white",
            theme.cardAspect,
            theme.radius,
            theme.shadow ? "shadow-[0_6px_18px_rgba(28,32,36,0.12)]" : "ring-1 ring-line/70",
          )}
        >
          <Img
            media={product.media}
            rules={rules}
            fallback={product.imageErrorPath || product.imagePath}
            placeholder="productSquare"
            alt={product.name}
            loading={eager ? "eager" : "lazy"}
            decoding={eager ? "sync" : undefined}
            className={cx(
              "absolute inset-0 h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]",
              veiled && "scale-110 blur-xl",
            )}
          />
          {veiled && <AdultBadge />}
          <PlanLabel plan={product.paymentPlan} overlay className="absolute top-2 left-2" />
        </div>
        <div className="mt-2.5 flex flex-col gap-1 px-0.5">
          <h3 className="line-clamp-2 min-h-[2.5em] text-[14px] leading-[1.25] text-ink group-hover:text-brand-700 min-[734px]:text-[15px]">
            {product.name}
          </h3>
          <PriceBlock product={product} />
        </div>
      </Link>
    </article>
  );
}

/** Grid of cards: 2 columns on mobile, productListRowQuantity (default 4) on desktop. */
export function ProductGrid({
  products,
  columns,
  eagerFirst = 0,
  testId = "product-grid",
}: {
  products: ProductListItem[];
  columns?: number;
  eagerFirst?: number;
  testId?: string;
}) {
  const theme = useShopTheme();
  const cols = columns ?? theme.columns;
  return (
    <ul
      className={cx(
        "grid grid-cols-2 gap-x-3 gap-y-6 min-[734px]:gap-x-5 min-[734px]:gap-y-8",
        GRID_COLS_LOCAL[cols] ?? GRID_COLS_LOCAL[4],
      )}
      data-testid={testId}
      data-columns={cols}
    >
      {products.map((p, i) => (
        <li key={p.id} className="min-w-0">
          <ProductCard product={p} eager={i < eagerFirst} />
        </li>
      ))}
    </ul>
  );
}

// Literal class names so Tailwind generates them; desktop count = productListRowQuantity.
const GRID_COLS_LOCAL: Record<number, string> = {
  2: "min-[734px]:grid-cols-2",
  3: "min-[734px]:grid-cols-3",
  4: "min-[734px]:grid-cols-3 min-[970px]:grid-cols-4",
  5: "min-[734px]:grid-cols-3 min-[970px]:grid-cols-4 min-[1136px]:grid-cols-5",
  6: "min-[734px]:grid-cols-4 min-[1136px]:grid-cols-6",
};
