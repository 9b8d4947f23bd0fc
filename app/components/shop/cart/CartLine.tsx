import "~/i18n/cartMessages";
import type { BillLine } from "@functions/commerce/cart/bill";
import { formatMoney } from "@functions/shared/pricing";
import { Minus, Plus, Trash2 } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { useT } from "~/i18n";
import { cx } from "../../ui";
import { productHref } from "../links";
import { PlanLabel } from "../PriceBlock";
import { ProductThumb } from "../ProductThumb";
import { limitMessage } from "../stock";
import { type CartActionResult, cartErrorText } from "./messages";

/** What is wrong with a line, in the shopper's words (null: nothing). */
export function lineProblemText(t: ReturnType<typeof useT>, l: BillLine, offered?: number): string | null {
  switch (l.problem) {
    case "NOT_FOUND":
      return t("cart.problem.removed");
    case "NOT_SALEABLE":
      return t("cart.problem.removed");
    case "NOT_LEAF":
    case "PLAN_MISMATCH":
    case "CYCLE_MISMATCH":
      return t("cart.problem.notSaleable");
    case "OUT_OF_STOCK":
      return l.availableStock > 0 ? t("cart.problem.fewLeft", { n: l.availableStock }) : t("cart.problem.soldOut");
    case "OVER_MAX":
    case "BELOW_MIN": {
      const m = limitMessage({
        minQuantityPerOrder: l.productMinQuantityPerOrder,
        maxQuantityPerOrder: l.productMaxQuantityPerOrder,
      });
      return m ? t(m.key, m.vars as Record<string, number>) : null;
    }
  }
  if (l.promotionStatus === "INVALID_ADDITIONAL") return t("cart.problem.invalidExtra");
  if (l.promotionStatus === "OVER_MAX_QUANTITY") return t("cart.problem.overOffer", { max: offered ?? 0 });
  return null;
}

/** One cart line: image, name, spec, plan, unit price, quantity stepper, subtotal, remove. */
export function CartLine({
  line: l,
  bounds,
  offered,
}: {
  line: BillLine;
  bounds: { min: number; max: number };
  offered?: number;
}) {
  const t = useT();
  const step = useFetcher<CartActionResult>({ key: `cart-line-${l.id}` });
  const remove = useFetcher<CartActionResult>({ key: `cart-remove-${l.id}` });
  const pending = step.formData ? Number(step.formData.get("quantity")) : null;
  const q = pending ?? l.quantity;
  const removed = l.problem === "NOT_FOUND" || l.problem === "NOT_SALEABLE";
  const problem = lineProblemText(t, l, offered);
  const refused = step.data && !step.data.ok ? cartErrorText(t, step.data) : null;
  const removing = remove.state !== "idle";
  const name = l.productName || t("cart.problem.removed");
  return (
    <li
      className={cx("flex gap-3 py-4 min-[734px]:gap-4", removing && "opacity-50")}
      data-testid="cart-line"
      data-line-id={l.id}
    >
      <ProductThumb
        media={l.productMedia}
        alt={name}
        size="h-20 w-20"
        className="min-[734px]:h-24 min-[734px]:w-24"
        imgClassName={removed && "grayscale"}
        loading="lazy"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            {removed || !l.productId ? (
              <p className="font-medium text-muted line-through">{name}</p>
            ) : (
              <Link
                to={productHref({ id: l.productId, name: l.productName })}
                className="line-clamp-2 font-medium hover:text-brand-700"
              >
                {l.productName}
              </Link>
            )}
            {l.spec && <p className="text-sm text-muted">{l.spec}</p>}
            <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted">
              <PlanLabel plan={l.paymentPlan} />
              {l.paymentPlan === "SUBSCRIPTION" && l.subscriptionCycle > 0 && (
                <span>{t("cart.line.every", { n: l.subscriptionCycle })}</span>
              )}
            </div>
          </div>
          <remove.Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={l.id} />
            <button
              type="submit"
              aria-label={t("cart.line.removeNamed", { name })}
              className="flex h-10 w-10 items-center justify-center rounded-lg text-muted hover:bg-black/5 hover:text-danger"
              data-testid="cart-remove"
            >
              <Trash2 size={18} aria-hidden />
            </button>
          </remove.Form>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <step.Form method="post" className="inline-flex h-10 items-center rounded-lg border border-line bg-white">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={l.id} />
            <button
              type="submit"
              name="quantity"
              value={q - 1}
              disabled={q <= bounds.min || removed}
              aria-label={t("cart.line.decrease", { name })}
              className="flex h-full w-10 items-center justify-center disabled:text-muted/50"
            >
              <Minus size={16} aria-hidden />
            </button>
            <output
              className="w-10 border-x border-line text-center text-[15px] leading-10 tabular-nums"
              aria-label={t("cart.line.quantity")}
              data-testid="cart-quantity"
            >
              {q}
            </output>
            <button
              type="submit"
              name="quantity"
              value={q + 1}
              disabled={q >= bounds.max || removed}
              aria-label={t("cart.line.increase", { name })}
              className="flex h-full w-10 items-center justify-center disabled:text-muted/50"
            >
              <Plus size={16} aria-hidden />
            </button>
          </step.Form>
          <div className="text-right">
            <p className="text-xs text-muted">
              {t("cart.line.unitPrice")} {formatMoney(l.productUnitPrice)}
            </p>
            <p className="font-semibold tabular-nums" data-testid="cart-line-total">
              {formatMoney(l.productUnitPrice * l.quantity)}
            </p>
          </div>
        </div>
        {(problem || refused) && (
          <p className="text-sm text-danger" role="alert" data-testid="cart-line-problem">
            {refused ?? problem}
          </p>
        )}
      </div>
    </li>
  );
}
