import "~/i18n/areas/network/registration";
import { registrationPriced } from "@functions/network/registration/bill";
import { unitsLeftOf } from "@functions/network/registration/cart";
import { formatMoney } from "@functions/shared/pricing";
import { PackageOpen } from "lucide-react";
import { Link } from "react-router";
import { FormStatus } from "~/components/FormStatus";
import { ShopErrorBoundary } from "~/components/shop/ShopError";
import { Alert, Button, EmptyState, LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import type { Route } from "./+types/registration-cart";
import { PickUnits, RegBillLines, RegBillPromotions } from "./billLines";
import { openstoreNext, regBillView } from "./extras.server";
import { Act, Panel, ProductRow, RegPage } from "./parts";
import { memberNetworkOrNull, registrationCartAction } from "./registration.server";
import { renewalCartData } from "./renewal.server";
import { RenewalStatus } from "./renewal-parts";

// /registration-cart/{register|update} (spec RegistrationCart, storefront §4 selection rules): the
// plan, the required products, the plan's chosen products and add-ons, then /checkout/openstore.
// Every button is a plain form post (intent + ids), so the page works before it hydrates.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.type === "update") {
    // A branch renewing its plan (functions/branchRenewal): the same cart, plans only.
    const r = await renewalCartData(context, request);
    if (!r) return { type: params.type, unavailable: true as const };
    return {
      unavailable: false as const,
      type: params.type,
      hasApplication: true,
      state: r.state,
      bill: regBillView(r.bill),
      next: "/checkout/updatesubscription",
      minAmount: 0,
      renewal: r.renewal,
    };
  }
  const m = await memberNetworkOrNull(context, request);
  if (!m) return { type: params.type, unavailable: true as const };
  const { user, net } = m;
  const [app, { state, bill }] = await Promise.all([
    net.reg.applicationOf(user.id),
    registrationPriced(net, user.id, {}),
  ]);
  return {
    unavailable: false as const,
    type: params.type,
    hasApplication: app?.status === "DRAFT",
    state,
    bill: regBillView(bill),
    next: params.type === "register" ? openstoreNext(bill.promotionList, "cart") : "/checkout/openstore",
    minAmount: net.head.minAmountShoppingForCreatingStore,
    renewal: null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return registrationCartAction(context, request, params.type === "update" ? "update" : "register");
}

export default function RegistrationCart({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.unavailable) {
    return (
      <RegPage title={t("reg.cart.title")} testId="registration-cart">
        <Panel>
          <EmptyState
            icon={<PackageOpen size={40} aria-hidden />}
            title={t(loaderData.type === "update" ? "ren.unavailable" : "reg.cart.unavailable")}
          />
        </Panel>
      </RegPage>
    );
  }
  const { state, hasApplication, type, renewal } = loaderData;
  const update = type === "update";
  const title = update ? t("reg.cart.updateTitle") : t("reg.cart.title");
  const step = update ? undefined : 2;
  const of = (kind: string) => state.products.filter((p) => p.typeForCreatingStore === kind);
  const inCart = (id: number) => state.lines.some((l) => l.productId === id);
  const pickable = state.products.filter(
    (p) => p.typeForCreatingStore === "OPTION_TO_BE_BOUGHT" || p.typeForCreatingStore === "CREATING_ONLY",
  );
  if (!hasApplication) {
    return (
      <RegPage title={title} step={step} testId="registration-cart">
        <Panel>
          <EmptyState
            title={t("reg.cart.noApplication")}
            action={<LinkButton to="/multilevel-regist">{t("reg.cart.toForm")}</LinkButton>}
          />
        </Panel>
      </RegPage>
    );
  }
  if (!state.products.length) {
    return (
      <RegPage title={title} step={step} testId="registration-cart">
        <Panel>
          <EmptyState icon={<PackageOpen size={40} aria-hidden />} title={t("reg.cart.noPlan")} />
        </Panel>
        {renewal && <RenewalStatus renewal={renewal} />}
      </RegPage>
    );
  }
  return (
    <RegPage title={title} lead={t(update ? "ren.lead" : "reg.cart.lead")} step={step} testId="registration-cart" wide>
      <FormStatus result={actionData} />
      {renewal && <RenewalStatus renewal={renewal} />}
      <div className="grid gap-5 min-[1024px]:grid-cols-[1fr_360px]">
        <div className="flex flex-col gap-5">
          {of("MUST_BE_BOUGHT").length > 0 && (
            <Panel title={t(update ? "ren.cart.plans" : "reg.cart.plans")} testId="reg-plans">
              <ul>
                {of("MUST_BE_BOUGHT").map((p) => (
                  <ProductRow key={p.id} p={p}>
                    {state.plan?.id === p.id ? (
                      <span className="text-sm font-medium text-brand-700">{t("reg.cart.chosen")}</span>
                    ) : (
                      <Act
                        intent="add"
                        fields={{ productId: p.id }}
                        label={t("reg.cart.choose")}
                        variant="primary"
                        testId={`reg-choose-${p.id}`}
                      />
                    )}
                  </ProductRow>
                ))}
              </ul>
            </Panel>
          )}
          {state.plan && state.selectAmount > 0 && <SelectionsPanel d={loaderData} pickable={pickable} />}
          {of("MUST_BE_BOUGHT_ONCE").length > 0 && (
            <Panel title={t("reg.cart.once")} testId="reg-once">
              <ul>
                {of("MUST_BE_BOUGHT_ONCE").map((p) => (
                  <ProductRow key={p.id} p={p}>
                    {inCart(p.id) ? (
                      <span className="text-sm font-medium text-brand-700">{t("reg.cart.inCart")}</span>
                    ) : (
                      <Act
                        intent="add"
                        fields={{ productId: p.id }}
                        label={t("reg.cart.add")}
                        testId={`reg-add-${p.id}`}
                      />
                    )}
                  </ProductRow>
                ))}
              </ul>
            </Panel>
          )}
          {pickable.length > 0 && !update && (
            <Panel title={t("reg.cart.options")} testId="reg-options">
              <ul>
                {pickable.map((p) => (
                  <ProductRow key={p.id} p={p}>
                    <Act
                      intent="add"
                      fields={{ productId: p.id }}
                      label={t("reg.cart.add")}
                      testId={`reg-option-${p.id}`}
                    />
                  </ProductRow>
                ))}
              </ul>
            </Panel>
          )}
        </div>
        <aside>
          <SummaryPanel d={loaderData} />
        </aside>
      </div>
    </RegPage>
  );
}

type Cart = Extract<Route.ComponentProps["loaderData"], { unavailable: false }>;

/** The plan's chosen products: pick up to its amount (units each when the plan allows), browse or reset. */
function SelectionsPanel({ d, pickable }: { d: Cart; pickable: Cart["state"]["products"] }) {
  const t = useT();
  const { state, type } = d;
  const unitsLeft = unitsLeftOf(state);
  if (!state.plan) return null;
  return (
    <Panel
      title={t("reg.cart.select", { n: state.selectAmount, count: state.selections.length })}
      testId="reg-selections"
    >
      {state.pickUnitLimit > state.selectAmount && (
        <p className="-mt-2 mb-2 text-sm text-muted">{t("regAddons.unitLimit", { n: state.pickUnitLimit })}</p>
      )}
      <ul>
        {pickable.map((p) => {
          const chosen = state.selections.includes(p.id);
          const fields = { planId: state.plan?.id ?? 0, productId: p.id };
          const units = state.picks.find((x) => x.productId === p.id)?.quantity ?? 1;
          return (
            <ProductRow key={p.id} p={p}>
              <div className="flex flex-wrap items-center justify-end gap-2">
                {chosen && state.pickUnitLimit > state.selectAmount && (
                  <PickUnits planId={fields.planId} productId={p.id} quantity={units} max={unitsLeft + units} />
                )}
                <Act
                  intent={chosen ? "unselect" : "select"}
                  fields={fields}
                  label={chosen ? t("reg.cart.unselect") : t("reg.cart.selectOne")}
                  variant={chosen ? "ghost" : "secondary"}
                  testId={`reg-select-${p.id}`}
                />
              </div>
            </ProductRow>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link
          to={`/registration-products/${type}/0/all/plan/${state.plan.id}`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t("reg.cart.browse")}
        </Link>
        {state.selections.length > 0 && <Act intent="reset" fields={{}} label={t("reg.cart.reset")} variant="ghost" />}
      </div>
    </Panel>
  );
}

/** The bill, the least a new store must buy, what still stops the checkout, and the way to it. */
function SummaryPanel({ d }: { d: Cart }) {
  const t = useT();
  const { state, bill, type } = d;
  const update = type === "update";
  return (
    <Panel title={t(update ? "ren.cart.summary" : "reg.cart.summary")} testId="reg-summary">
      <RegBillLines bill={bill} />
      <RegBillPromotions bill={bill} />
      <div className="mt-4 flex justify-between border-t border-line pt-3 font-bold">
        <span>{t("reg.cart.total")}</span>
        <span data-testid="reg-total">{formatMoney(bill.totalAmount)}</span>
      </div>
      {d.minAmount > 0 && (
        <p className="mt-1 text-sm text-muted">{t("reg.cart.minAmount", { amount: formatMoney(d.minAmount) })}</p>
      )}
      <div className="mt-4 flex flex-col gap-2">
        {state.problems.map((p) => (
          <Alert key={p} tone="info">
            {t(`reg.cart.problem.${p}`)}
          </Alert>
        ))}
        {state.complete ? (
          <LinkButton to={d.next} data-testid="reg-checkout">
            {t("reg.cart.checkout")}
          </LinkButton>
        ) : (
          <Button disabled>{t("reg.cart.checkout")}</Button>
        )}
      </div>
    </Panel>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
