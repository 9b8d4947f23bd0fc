import "~/i18n/cartMessages";
import { formatMoney } from "@functions/shared/pricing";
import { ArrowLeft, ArrowRight, Gift, ShoppingBag } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useT } from "~/i18n";
import { Alert, Button, EmptyState, LinkButton } from "../../ui";
import { ProductThumb } from "../ProductThumb";
import { ShopMeta } from "../ShopMeta";
import type { OfferView } from "./cart.server";
import { setCartCount } from "./count";
import { type CartActionResult, cartErrorText } from "./messages";

const COPY = {
  EXTRA_FREE: { title: "cart.extras.title", body: "cart.extras.body", none: "cart.extras.none" },
  ADDITIONAL: { title: "cart.additional.title", body: "cart.additional.body", none: "cart.additional.none" },
} as const;

/** One offer: quantity choice (what is left of the offer and the stock) and add to cart. */
function OfferCard({ offer: o, kind }: { offer: OfferView; kind: keyof typeof COPY }) {
  const t = useT();
  const fetcher = useFetcher<CartActionResult>({ key: `offer-${o.key}` });
  const left = Math.max(0, Math.min(o.offered - o.inCart, o.available));
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok) setCartCount(result.count);
  }, [result]);
  return (
    <li className="flex gap-3 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-line" data-testid="offer">
      <ProductThumb media={o.media} alt={o.name} size="h-20 w-20" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <p className="font-medium">{o.name}</p>
          {o.spec && <p className="text-sm text-muted">{o.spec}</p>}
          <p className="text-xs text-muted">{o.promotionName}</p>
        </div>
        <p className="font-semibold text-brand-700">{o.price === 0 ? t("cart.extras.free") : formatMoney(o.price)}</p>
        <p className="text-xs text-muted">
          {t("cart.extras.offered", { n: o.offered })}
          {o.inCart > 0 && ` · ${t("cart.extras.inCart", { n: o.inCart })}`}
        </p>
        {left > 0 ? (
          <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="stockId" value={o.stockId} />
            <input type="hidden" name="paymentPlan" value={kind} />
            <input type="hidden" name="promotionId" value={o.promotionId} />
            <input type="hidden" name="promotionConditionId" value={o.promotionConditionId} />
            <label className="sr-only" htmlFor={`qty-${o.key}`}>
              {t("cart.line.quantity")}
            </label>
            <select
              id={`qty-${o.key}`}
              name="quantity"
              className="h-10 rounded-lg border border-line bg-white px-3 text-[15px]"
            >
              {Array.from({ length: left }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <Button type="submit" busy={fetcher.state !== "idle"} className="h-10" data-testid="offer-add">
              {t("cart.extras.add")}
            </Button>
          </fetcher.Form>
        ) : (
          <p className="text-sm text-muted">{t("cart.extras.full")}</p>
        )}
        {result && !result.ok && (
          <p className="text-sm text-danger" role="alert">
            {cartErrorText(t, result)}
          </p>
        )}
        {result?.ok && (
          <p className="text-sm text-success" role="status">
            {t("cart.added")}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * /cart-extras/{normal|openstore} and /cart-additional-products/{normal|openstore}: the bill's gift or
 * add-on choices. `next` (the registration flow): a "continue" button to the flow's next step, and
 * the way back leads to the registration cart instead of /cart.
 */
export function ExtrasPage({
  offers,
  kind,
  error,
  next,
}: {
  offers: OfferView[];
  kind: keyof typeof COPY;
  error?: CartActionResult | undefined;
  next?: string | null | undefined;
}) {
  const t = useT();
  const copy = COPY[kind];
  return (
    <main
      className="mx-auto max-w-3xl px-4 pt-6 pb-16"
      data-testid={kind === "EXTRA_FREE" ? "cart-extras" : "cart-additional"}
    >
      <ShopMeta title={t(copy.title)} noindex />
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        {kind === "EXTRA_FREE" ? <Gift size={24} aria-hidden /> : <ShoppingBag size={24} aria-hidden />}
        {t(copy.title)}
      </h1>
      {error && !error.ok && (
        <div className="mt-4">
          <Alert tone="error">{cartErrorText(t, error)}</Alert>
        </div>
      )}
      {offers.length ? (
        <>
          <p className="mt-2 text-muted">{t(copy.body)}</p>
          <ul className="mt-5 grid gap-3 min-[734px]:grid-cols-2">
            {offers.map((o) => (
              <OfferCard key={o.key} offer={o} kind={kind} />
            ))}
          </ul>
        </>
      ) : (
        <EmptyState title={t(copy.none)} />
      )}
      {next ? (
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 min-[734px]:flex-row">
          <LinkButton to="/registration-cart/register" variant="secondary" data-testid="back-to-cart">
            <ArrowLeft size={18} aria-hidden /> {t("regAddons.backToCart")}
          </LinkButton>
          <LinkButton to={next} data-testid="extras-next">
            {t(next === "/checkout/openstore" ? "regAddons.toCheckout" : "regAddons.toAddOns")}{" "}
            <ArrowRight size={18} aria-hidden />
          </LinkButton>
        </div>
      ) : (
        <div className="mt-8 flex justify-center">
          <LinkButton to="/cart" variant="secondary" data-testid="back-to-cart">
            <ArrowLeft size={18} aria-hidden /> {t("cart.extras.backToCart")}
          </LinkButton>
        </div>
      )}
    </main>
  );
}
