import "../../i18n/cartMessages";
import { FEW_LEFT_AT, type ProductDetail, type StockLine } from "@functions/shared/commerce/catalogue";
import { Check, Minus, Plus, ShoppingBag } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useT } from "../../i18n";
import { cx } from "../ui";
import { setCartCount } from "./cart/count";
import { type CartActionResult, cartErrorText } from "./cart/messages";
import {
  availableStock,
  type Chosen,
  clampQuantity,
  firstAvailable,
  hasSpecChoice,
  limitMessage,
  quantityBounds,
  sellableLine,
} from "./stock";

/**
 * The form posts stockId, quantity, paymentPlan and subscriptionCycle to /cart: without JavaScript
 * the /cart action adds the line and redirects there; with it a fetcher posts the same fields plus
 * `stay`, so the shopper stays here and the navbar count updates.
 */
export const CART_ACTION = "/cart";

function SpecOptions({
  legend,
  lines,
  selected,
  chosen,
  onSelect,
  name,
}: {
  legend: string;
  lines: StockLine[];
  selected: number | null;
  chosen: Chosen;
  onSelect: (id: number) => void;
  name: string;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={legend}>
        {lines.map((l) => {
          const out = availableStock(l, chosen) === 0;
          const on = l.id === selected;
          return (
            <label
              key={l.id}
              className={cx(
                "relative inline-flex min-h-10 cursor-pointer items-center rounded-lg border px-3.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                out && "cursor-not-allowed border-dashed text-muted line-through decoration-muted/60",
                !out && on && "border-brand-600 bg-brand-50 font-semibold text-brand-700",
                !out && !on && "border-line bg-white text-ink hover:border-brand-500",
              )}
              data-testid={`spec-${l.id}`}
            >
              <input
                type="radio"
                name={name}
                value={l.id}
                checked={on}
                disabled={out}
                onChange={() => onSelect(l.id)}
                className="sr-only"
              />
              {l.spec || t("shop.detail.defaultSpec")}
              {out && <span className="ml-1.5 text-xs no-underline">({t("shop.detail.soldOut")})</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

type Plan = "NORMAL" | "SUBSCRIPTION";

/** The payment plan (a choice when the product sells both ways) and, for a subscription, its cycle. */
function PlanFields({
  uid,
  product,
  plans,
  plan,
  onPlan,
}: {
  uid: string;
  product: ProductDetail;
  plans: readonly Plan[] | null;
  plan: Plan;
  onPlan: (p: Plan) => void;
}) {
  const t = useT();
  const cycles = product.subscriptionCycles.filter((c) => c > 0);
  return (
    <>
      {plans && plans.length > 1 && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t("shop.detail.plan")}</legend>
          <div className="grid grid-cols-2 gap-2">
            {plans.map((p) => (
              <label
                key={p}
                className={cx(
                  "flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                  plan === p ? "border-brand-600 bg-brand-50 font-semibold text-brand-700" : "border-line bg-white",
                )}
              >
                <input
                  type="radio"
                  name="paymentPlan"
                  value={p}
                  checked={plan === p}
                  onChange={() => onPlan(p)}
                  className="sr-only"
                />
                {t(p === "NORMAL" ? "shop.detail.oneTime" : "shop.plan.SUBSCRIPTION")}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {(!plans || plans.length === 1) && (
        <input type="hidden" name="paymentPlan" value={plans?.[0] ?? product.paymentPlan} />
      )}
      {plan === "SUBSCRIPTION" && cycles.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${uid}-cycle`} className="text-sm font-medium">
            {t("shop.detail.cycle")}
          </label>
          <select
            id={`${uid}-cycle`}
            name="subscriptionCycle"
            className="h-11 rounded-lg border border-line bg-white px-3 text-[15px]"
          >
            {cycles.map((c) => (
              <option key={c} value={c}>
                {t("shop.detail.everyDays", { n: c })}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}

/** The quantity stepper within the per-order limits and the stock, with what is left and the limits. */
function QuantityField({
  qtyId,
  quantity,
  onQuantity,
  bounds,
  canBuy,
  soldOut,
  line,
  available,
  limit,
}: {
  qtyId: string;
  quantity: number;
  onQuantity: (n: number) => void;
  bounds: ReturnType<typeof quantityBounds>;
  canBuy: boolean;
  soldOut: boolean;
  line: StockLine | null;
  available: number;
  limit: ReturnType<typeof limitMessage>;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={qtyId} className="text-sm font-medium">
        {t("shop.detail.quantity")}
      </label>
      <div className="flex items-center gap-3">
        <div className="inline-flex h-11 items-center rounded-lg border border-line bg-white">
          <button
            type="button"
            onClick={() => onQuantity(quantity - 1)}
            disabled={!canBuy || quantity <= bounds.min}
            aria-label={t("shop.detail.decrease")}
            aria-controls={qtyId}
            className="flex h-full w-11 items-center justify-center text-ink disabled:text-muted/50"
          >
            <Minus size={16} aria-hidden />
          </button>
          <input
            id={qtyId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={bounds.min}
            max={Number.isFinite(bounds.max) ? bounds.max : undefined}
            value={canBuy ? quantity : bounds.min}
            disabled={!canBuy}
            onChange={(e) => onQuantity(Number(e.target.value))}
            className="h-full w-14 border-x border-line text-center text-[15px] tabular-nums outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            data-testid="quantity"
          />
          <button
            type="button"
            onClick={() => onQuantity(quantity + 1)}
            disabled={!canBuy || quantity >= bounds.max}
            aria-label={t("shop.detail.increase")}
            aria-controls={qtyId}
            className="flex h-full w-11 items-center justify-center text-ink disabled:text-muted/50"
          >
            <Plus size={16} aria-hidden />
          </button>
        </div>
        <p className="text-sm text-muted" data-testid="stock-left" aria-live="polite">
          {soldOut
            ? t("shop.detail.soldOut")
            : line
              ? available <= FEW_LEFT_AT
                ? t("shop.detail.fewLeft", { n: available })
                : t("shop.detail.inStock")
              : t("shop.detail.pickSpec")}
        </p>
      </div>
      {limit && (
        <p className="text-sm text-brand-700" data-testid="purchase-limit">
          {t(limit.key, limit.vars)}
        </p>
      )}
      {line && !soldOut && !bounds.ok && (
        <p className="text-sm text-danger">{t("shop.detail.notEnough", { n: bounds.min })}</p>
      )}
    </div>
  );
}

/** What adding to the cart answered: added (with a link to the cart), or why not. */
function AddResult({ added }: { added: CartActionResult }) {
  const t = useT();
  return (
    <p
      role={added.ok ? "status" : "alert"}
      className={cx("flex items-center gap-1.5 text-sm", added.ok ? "text-success" : "text-danger")}
      data-testid="add-to-cart-result"
    >
      {added.ok ? (
        <>
          <Check size={16} aria-hidden /> {t("cart.added")}
          <Link to="/cart" className="ml-1 font-medium text-brand-600 underline">
            {t("cart.viewCart")}
          </Link>
        </>
      ) : (
        cartErrorText(t, added)
      )}
    </p>
  );
}

/**
 * Spec selection (stock lines with children; available = stock minus what is already chosen,
 * never below 0; sold-out specs disabled), a quantity stepper within the per-order limits and
 * the stock, the purchase-limit message, the payment plan and the add-to-cart button.
 */
export function PurchaseBox({ product, chosen = {} }: { product: ProductDetail; chosen?: Chosen }) {
  const t = useT();
  const uid = useId();
  const lines = product.stocks;
  const choice = hasSpecChoice(lines);
  const [topId, setTopId] = useState<number | null>(() =>
    choice ? (firstAvailable(lines, chosen)?.id ?? null) : null,
  );
  const top = lines.find((l) => l.id === topId) ?? null;
  const [childId, setChildId] = useState<number | null>(() =>
    top?.children.length ? (firstAvailable(top.children, chosen)?.id ?? null) : null,
  );
  const line = sellableLine(lines, topId, childId);
  const available = line ? availableStock(line, chosen) : 0;
  const bounds = quantityBounds(product, available);
  const [qty, setQty] = useState(() => bounds.min);
  const quantity = clampQuantity(qty, bounds);
  const plans =
    product.paymentPlan === "NORMAL_AND_SUBSCRIPTION"
      ? (["NORMAL", "SUBSCRIPTION"] as const)
      : product.paymentPlan === "SUBSCRIPTION"
        ? (["SUBSCRIPTION"] as const)
        : null;
  const [plan, setPlan] = useState<Plan>(plans?.[0] ?? "NORMAL");
  const limit = limitMessage(product);
  const soldOut = !product.isSaleable || lines.reduce((sum, l) => sum + availableStock(l, chosen), 0) === 0;
  const canBuy = !soldOut && !!line && bounds.ok;
  const qtyId = `${uid}-qty`;
  const cart = useFetcher<CartActionResult>({ key: `purchase-${product.id}` });
  const added = cart.data;
  useEffect(() => {
    if (added?.ok) setCartCount(added.count);
  }, [added]);

  const pickTop = (id: number) => {
    setTopId(id);
    const next = lines.find((l) => l.id === id);
    setChildId(next?.children.length ? (firstAvailable(next.children, chosen)?.id ?? null) : null);
  };

  return (
    <form
      method="post"
      action={CART_ACTION}
      className="flex flex-col gap-5"
      data-testid="purchase-box"
      onSubmit={(e) => {
        if (!canBuy) {
          e.preventDefault();
          return;
        }
        e.preventDefault();
        const fd = new FormData(e.currentTarget);
        fd.set("stay", "1");
        void cart.submit(fd, { method: "post", action: CART_ACTION });
      }}
    >
      {choice && (
        <SpecOptions
          legend={t("shop.detail.spec")}
          lines={lines}
          selected={topId}
          chosen={chosen}
          onSelect={pickTop}
          name={`${uid}-spec`}
        />
      )}
      {top && top.children.length > 0 && (
        <SpecOptions
          legend={t("shop.detail.subSpec", { spec: top.spec })}
          lines={top.children}
          selected={childId}
          chosen={chosen}
          onSelect={setChildId}
          name={`${uid}-sub`}
        />
      )}
      <PlanFields uid={uid} product={product} plans={plans} plan={plan} onPlan={setPlan} />

      <QuantityField
        qtyId={qtyId}
        quantity={quantity}
        onQuantity={setQty}
        bounds={bounds}
        canBuy={canBuy}
        soldOut={soldOut}
        line={line}
        available={available}
        limit={limit}
      />

      {line && <input type="hidden" name="stockId" value={line.id} />}
      <input type="hidden" name="productId" value={product.id} />
      <button
        type="submit"
        disabled={!canBuy || cart.state !== "idle"}
        aria-busy={cart.state !== "idle" || undefined}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 text-base font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        data-testid="add-to-cart"
      >
        <ShoppingBag size={18} aria-hidden />
        {soldOut ? t("shop.detail.soldOut") : t("shop.detail.addToCart")}
      </button>
      {cart.state === "idle" && added && <AddResult added={added} />}
    </form>
  );
}
