import type { PlanProduct } from "@db/network/registrationCart";
import type { LineRequest } from "../../commerce/cart/lines";
import { AppError } from "../../platform/errors";
import { Code } from "../../shared/codes";
import type { Network } from "./network";

// The registration cart (CREATING_STORE lines) and the plan selection rules of storefront §4:
// - one plan: exactly one MUST_BE_BOUGHT product, quantity 1 (more → MUST_BE_BOUGHT_TOOMANY);
// - every MUST_BE_BOUGHT_ONCE product, quantity 1 (more → MUST_BE_BOUGHT_ONCE_TOOMANY);
// - with policy selectAmount > 0 the plan comes with exactly selectAmount chosen products
//   (OPTION_TO_BE_BOUGHT or CREATING_ONLY), kept per plan, deduplicated, included at price 0;
// - OPTION_TO_BE_BOUGHT and CREATING_ONLY products may be added freely.
// docs/decisions/registration.md has the worked example.

const refuse = (code: (typeof Code)[keyof typeof Code], msg: string, data?: unknown) =>
  Object.assign(new AppError(code, 200, msg), { data });

/** The line a plan product is sold as: its creating-store plan when the product sells it, else NORMAL. */
/** A plan product as the registration cart offers it. */
export type { PlanProduct };

export function planLineOf(p: PlanProduct): { paymentPlan: string } {
  const wanted = p.paymentPlanForCreatingStore;
  if (wanted === "PRE_ORDER" && p.paymentPlan === "PRE_ORDER") return { paymentPlan: "PRE_ORDER" };
  return { paymentPlan: p.paymentPlan === "PRE_ORDER" ? "PRE_ORDER" : "NORMAL" };
}

export type RegistrationState = Awaited<ReturnType<typeof registrationState>>;

/** register: a new branch's order; update: a branch renewing its plan (branch-renewal.md). */
export type FlowMode = "register" | "update";

/** A renewal buys a plan (and its selections) again, never the once-only or add-on products. */
const inMode = (mode: FlowMode, type: string) =>
  mode === "register" || type === "MUST_BE_BOUGHT" || type === "OPTION_TO_BE_BOUGHT" || type === "CREATING_ONLY";

/** The cart, the plan, its selections and what is still missing, for one member. */
export async function registrationState(net: Network, userId: number, mode: FlowMode = "register") {
  const [all, cartLines, selections] = await Promise.all([
    net.cart.planProducts(),
    net.cart.lines(userId),
    net.cart.selections(userId),
  ]);
  const products = all.filter((p) => inMode(mode, p.typeForCreatingStore));
  const planIds = new Set(products.filter((p) => p.typeForCreatingStore === "MUST_BE_BOUGHT").map((p) => p.id));
  const lines = mode === "register" ? cartLines : cartLines.filter((l) => planIds.has(l.productId));
  const byId = new Map(products.map((p) => [p.id, p]));
  const typeOf = (productId: number) => byId.get(productId)?.typeForCreatingStore ?? "NORMAL";
  const planLines = lines.filter((l) => typeOf(l.productId) === "MUST_BE_BOUGHT");
  const plan = planLines[0] ? (byId.get(planLines[0].productId) ?? null) : null;
  const { selectAmount } = net.policy;
  // Selections exist only for a MUST_BE_BOUGHT plan while selectAmount > 0 (storefront §4).
  const picks = plan && selectAmount > 0 ? selections.filter((s) => s.planId === plan.id) : [];
  const chosen = picks.map((s) => s.productId);
  const pickUnitLimit = unitCapOf(net.policy);
  const onceMissing = products
    .filter((p) => p.typeForCreatingStore === "MUST_BE_BOUGHT_ONCE" && !lines.some((l) => l.productId === p.id))
    .map((p) => p.id);
  const problems: string[] = [];
  if (planLines.length > 1 || planLines.some((l) => l.quantity > 1)) problems.push("MUST_BE_BOUGHT_TOOMANY");
  if (lines.some((l) => typeOf(l.productId) === "MUST_BE_BOUGHT_ONCE" && l.quantity > 1))
    problems.push("MUST_BE_BOUGHT_ONCE_TOOMANY");
  if (products.some((p) => p.typeForCreatingStore === "MUST_BE_BOUGHT") && !plan) problems.push("PLAN_MISSING");
  if (onceMissing.length) problems.push("MUST_BE_BOUGHT_ONCE_MISSING");
  if (plan && selectAmount > 0 && chosen.length !== selectAmount) problems.push("SELECTION_INCOMPLETE");
  if (picks.reduce((n, x) => n + x.quantity, 0) > pickUnitLimit) problems.push("SELECT_LIMIT_EXCEEDED");
  return {
    products,
    lines,
    plan,
    selectAmount,
    selectLimit: net.policy.selectLimit,
    selections: chosen,
    /** The picks with their units; together at most `pickUnitLimit` units (policy selectLimit). */
    picks: picks.map((x) => ({ productId: x.productId, quantity: x.quantity })),
    pickUnitLimit,
    onceMissing,
    problems,
    complete: problems.length === 0 && lines.length > 0,
  };
}

/** The first problem as the spec's refusal (checkout, selection changes). */
export function refuseIncomplete(state: RegistrationState) {
  const first = state.problems[0];
  if (!first) {
    if (!state.lines.length) throw refuse(Code.CART_EMPTY, "The registration cart is empty.");
    return;
  }
  if (first === "MUST_BE_BOUGHT_TOOMANY") throw refuse(Code.MUST_BE_BOUGHT_TOOMANY, "Only one plan can be bought.");
  if (first === "MUST_BE_BOUGHT_ONCE_TOOMANY")
    throw refuse(Code.MUST_BE_BOUGHT_ONCE_TOOMANY, "This product is bought once.");
  if (first === "SELECT_LIMIT_EXCEEDED") throw selectLimitError(state.pickUnitLimit);
  throw refuse(Code.REGISTRATION_PLAN_INCOMPLETE, `The registration plan is not complete: ${first}.`, {
    problems: state.problems,
  });
}

/** What the bill prices: the cart lines (gift/add-on lines with their tier), then the plan's picks as price-0 EXTRA_FREE lines. */
export function lineRequestsOf(state: RegistrationState): LineRequest[] {
  const stockOf = new Map(state.products.map((p) => [p.id, p.stockId]));
  const reqs: LineRequest[] = state.lines.map((l) => ({
    id: l.id,
    stockId: l.stockId,
    quantity: l.quantity,
    paymentPlan: l.paymentPlan,
    subscriptionCycle: 0,
    promotionId: l.promotionId,
    promotionConditionId: l.promotionConditionId,
  }));
  // The picks carry no cart line id: the bill keeps them out of the promotions (functions/network/registration/bill.ts).
  for (const { productId, quantity } of state.picks) {
    const stockId = stockOf.get(productId);
    if (stockId) reqs.push({ stockId, quantity, paymentPlan: "EXTRA_FREE", subscriptionCycle: 0, promotionPrice: 0 });
  }
  return reqs;
}

/**
 * policy selectLimit: the most units the plan's picks may hold together (each pick at least one);
 * 0, or a value under selectAmount, means one unit of each pick.
 */
export const unitCapOf = (p: { selectAmount: number; selectLimit: number }) => Math.max(p.selectAmount, p.selectLimit);

/** Units the picks may still grow by: the cap less the units held and one for each pick still missing. */
export function unitsLeftOf(s: Pick<RegistrationState, "picks" | "pickUnitLimit" | "selectAmount">) {
  const held = s.picks.reduce((n, x) => n + x.quantity, 0);
  return Math.max(0, s.pickUnitLimit - held - Math.max(0, s.selectAmount - s.picks.length));
}

const selectLimitError = (limit: number) =>
  refuse(Code.SELECT_LIMIT_EXCEEDED, `The plan's picks hold at most ${limit} units together.`, { limit });

/** Units of one pick: at least 1, and the picks together within the plan's unit cap (400420). */
export async function setPickUnits(
  net: Network,
  userId: number,
  planId: number,
  productId: number,
  quantity: number,
  mode: FlowMode = "register",
) {
  const state = await registrationState(net, userId, mode);
  const pick = state.plan?.id === planId ? state.picks.find((x) => x.productId === productId) : undefined;
  if (!pick) throw refuse(Code.NOT_IN_REGISTRATION_PLAN, "Pick this product for the plan first.");
  if (quantity - pick.quantity > unitsLeftOf(state)) throw selectLimitError(state.pickUnitLimit);
  await net.cart.setPickQuantity(userId, planId, productId, quantity);
}

export async function addToRegistrationCart(
  net: Network,
  userId: number,
  productId: number,
  quantity: number,
  mode: FlowMode = "register",
) {
  const [p] = await net.cart.planProducts([productId]);
  if (!p?.stockId || (mode === "update" && p.typeForCreatingStore !== "MUST_BE_BOUGHT"))
    throw refuse(Code.NOT_IN_REGISTRATION_PLAN, "This product is not in the registration plan.");
  if (p.typeForCreatingStore === "MUST_BE_BOUGHT") {
    // Picking a plan replaces the other plan: one MUST_BE_BOUGHT product per registration.
    if (quantity > 1) throw refuse(Code.MUST_BE_BOUGHT_TOOMANY, "Only one plan can be bought.");
    const plans = (await net.cart.planProducts()).filter((x) => x.typeForCreatingStore === "MUST_BE_BOUGHT");
    await net.cart.removeProducts(
      userId,
      plans.map((x) => x.id),
      p.id,
    );
    const lines = await net.cart.lines(userId);
    if (lines.some((l) => l.productId === p.id)) return;
  }
  if (p.typeForCreatingStore === "MUST_BE_BOUGHT_ONCE") {
    const lines = await net.cart.lines(userId);
    if (quantity > 1 || lines.some((l) => l.productId === p.id))
      throw refuse(Code.MUST_BE_BOUGHT_ONCE_TOOMANY, "This product is bought once.");
  }
  await net.cart.add(userId, { productId: p.id, stockId: p.stockId, quantity, ...planLineOf(p) });
}

/** A selection for the plan: only while the plan is in the cart, and never beyond selectAmount. */
export async function selectForPlan(
  net: Network,
  userId: number,
  planId: number,
  productId: number,
  mode: FlowMode = "register",
) {
  const state = await registrationState(net, userId, mode);
  if (!state.plan || state.plan.id !== planId || state.selectAmount === 0)
    throw refuse(Code.REGISTRATION_PLAN_INCOMPLETE, "Pick the plan first.");
  const p = state.products.find((x) => x.id === productId);
  if (!p || (p.typeForCreatingStore !== "OPTION_TO_BE_BOUGHT" && p.typeForCreatingStore !== "CREATING_ONLY"))
    throw refuse(Code.NOT_IN_REGISTRATION_PLAN, "This product cannot be chosen for the plan.");
  if (state.selections.includes(productId)) return;
  if (state.selections.length >= state.selectAmount)
    throw refuse(Code.MUST_BE_BOUGHT_TOOMANY, "The plan already has all its products.");
  await net.cart.select(userId, planId, productId);
}
