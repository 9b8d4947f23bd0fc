// Server side of the cart pages: the page's cart owner, the bill, and the one form action the product
// page, /cart and the extras pages post to. Every write goes through the same cart services as the
// API (functions/commerce/cart/service.ts); this file only maps form fields and results.

import { cartOwnerFor, cartOwnerOrNull } from "@functions/commerce/cart/access";
import { billFor } from "@functions/commerce/cart/bill";
import { CartError } from "@functions/commerce/cart/errors";
import { type PricedLine, priceLines } from "@functions/commerce/cart/lines";
import { type ExtraKind, offersOf, unitCount } from "@functions/commerce/cart/offerList";
import type { CartOwner } from "@functions/commerce/cart/owner";
import { cartAddInput, cartPatchOne } from "@functions/commerce/cart/schemas";
import { addLine, changeLines, lineKey, removeLines } from "@functions/commerce/cart/service";
import { AppError } from "@functions/platform/errors";
import { Code } from "@functions/shared/codes";
import { toFieldIssues } from "@functions/shared/validators";
import { data, type RouterContextProvider, redirect } from "react-router";
import { GUEST_COOKIE_MAX_AGE_S, generateGuestId } from "~/lib/api/guest";
import { rcOf, salesScopeFor } from "~/lib/context.server";
import { formValues } from "~/lib/forms";
import type { CartActionResult } from "./messages";

type Ctx = Readonly<RouterContextProvider>;

/** The visitor's bill (lines priced, promotions, totals), or null when there is no cart yet. */
export async function loadBill(context: Ctx) {
  const rc = rcOf(context);
  const scope = await salesScopeFor(context);
  const owner = await cartOwnerOrNull(rc);
  if (!owner) return null;
  const { couponPromotionId: _c, ...bill } = await billFor(scope, owner, {});
  return bill;
}

export type PageBill = NonNullable<Awaited<ReturnType<typeof loadBill>>>;

/** The cart owner of a page post; a first-time guest without a guest id gets one (cookie). */
async function ownerOfPost(context: Ctx): Promise<{ owner: CartOwner; cookie: string | null }> {
  const rc = rcOf(context);
  if (rc.session.kind === "active" || rc.guestId) return { owner: await cartOwnerFor(rc), cookie: null };
  const guestId = generateGuestId();
  const secure = rc.secure ? "; Secure" : "";
  return {
    owner: { guestId },
    // Readable by the page's script on purpose: the browser sends it as the guestId header (spec §7).
    cookie: `guestId=${guestId}; Path=/; Max-Age=${GUEST_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`,
  };
}

const num = (v: string | undefined) => (v === undefined || v.trim() === "" ? undefined : Number(v));

/** A refused cart write as the pages' result (CartError keeps its data, a 422 its field issues). */
export function failure(e: unknown): { result: CartActionResult; status: number } {
  if (e instanceof CartError) return { result: { ok: false, code: e.code, data: e.data }, status: 200 };
  if (e instanceof AppError)
    return { result: { ok: false, code: e.code, issues: e.issues }, status: e.status === 422 ? 422 : 200 };
  throw e;
}

/**
 * Form posts: intent add (default; stockId, quantity, paymentPlan, subscriptionCycle and, for gifts
 * and add-ons, promotionId + promotionConditionId), update (id, quantity) or remove (id).
 * `stay` (sent by scripts only): answer with the result instead of redirecting, so the shopper stays
 * on the page. Without it a successful add redirects to `next` (post/redirect/get).
 */
export async function cartAction(request: Request, context: Ctx, next: string) {
  const v = await formValues(request);
  const intent = v.intent ?? "add";
  const stay = v.stay === "1";
  const scope = await salesScopeFor(context);
  const { owner, cookie } = await ownerOfPost(context);
  const headers: HeadersInit = cookie ? { "set-cookie": cookie } : {};
  try {
    let lines: Awaited<ReturnType<typeof addLine>>;
    if (intent === "update" || intent === "remove") {
      const parsed = cartPatchOne.safeParse({ id: num(v.id), quantity: intent === "remove" ? 1 : num(v.quantity) });
      if (!parsed.success) throw new AppError(Code.INVALID_REQUEST, 422, "invalid", toFieldIssues(parsed.error));
      lines =
        intent === "remove"
          ? await removeLines(scope, owner, [parsed.data.id])
          : await changeLines(scope, owner, [parsed.data]);
    } else {
      const parsed = cartAddInput.safeParse({
        stockId: num(v.stockId),
        quantity: num(v.quantity),
        paymentPlan: v.paymentPlan,
        subscriptionCycle: num(v.subscriptionCycle),
        promotionId: num(v.promotionId),
        promotionConditionId: num(v.promotionConditionId),
      });
      if (!parsed.success) throw new AppError(Code.INVALID_REQUEST, 422, "invalid", toFieldIssues(parsed.error));
      lines = await addLine(scope, owner, parsed.data);
      if (!stay) return redirect(next, { headers });
    }
    const result: CartActionResult = { ok: true, intent, count: unitCount(lines) };
    return data(result, { headers });
  } catch (e) {
    const f = failure(e);
    return data(f.result, { status: f.status, headers });
  }
}

/** One gift / add-on choice of the visitor's bill, with what the catalogue says of its line. */
export type OfferView = {
  key: string;
  promotionId: number;
  promotionName: string;
  promotionConditionId: number;
  stockId: number;
  productId: number;
  name: string;
  spec: string;
  media: PricedLine["productMedia"];
  price: number;
  offered: number;
  inCart: number;
  available: number;
};

/** The extras pages of the shopper cart (`type` normal; openstore has its own loader). */
export async function loadOffers(context: Ctx, type: string | undefined, kind: ExtraKind) {
  if (type !== "normal") throw redirect("/cart");
  const bill = await loadBill(context);
  if (!bill) return [];
  return offerViewsOf(await salesScopeFor(context), bill, kind);
}

/** The offers of a bill (shopper or registration) with what the seller's catalogue says of their lines. */
export async function offerViewsOf(
  scope: Parameters<typeof priceLines>[0],
  bill: Pick<PageBill, "promotionList" | "lines">,
  kind: ExtraKind,
): Promise<OfferView[]> {
  const offers = offersOf(bill.promotionList, kind);
  if (!offers.length) return [];
  const priced = await priceLines(
    scope,
    offers.map((o) => ({ stockId: o.extra.stockId, quantity: 0, paymentPlan: kind, subscriptionCycle: 0 })),
  );
  return offers.flatMap((o, i): OfferView[] => {
    const p = priced[i];
    if (!p || p.problem === "NOT_FOUND" || p.problem === "NOT_SALEABLE") return [];
    const conditionId = o.promotion.conditionId as number;
    const want = { stockId: o.extra.stockId, paymentPlan: kind, subscriptionCycle: 0, promotionId: o.promotion.id };
    const key = lineKey({ ...want, promotionConditionId: conditionId });
    const inCart = bill.lines.filter((l) => lineKey(l) === key).reduce((s, l) => s + l.quantity, 0);
    return [
      {
        key,
        promotionId: o.promotion.id,
        promotionName: o.promotion.name,
        promotionConditionId: conditionId,
        stockId: o.extra.stockId,
        productId: p.productId,
        name: p.productName,
        spec: p.spec,
        media: p.productMedia,
        price: kind === "EXTRA_FREE" ? 0 : o.extra.price,
        offered: o.extra.quantity,
        inCart,
        available: p.availableStock,
      },
    ];
  });
}
