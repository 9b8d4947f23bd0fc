import "~/i18n/areas/network/registration";
import { registrationState } from "@functions/network/registration/cart";
import { PackageOpen } from "lucide-react";
import { FormStatus } from "~/components/FormStatus";
import { ShopErrorBoundary } from "~/components/shop/ShopError";
import { EmptyState, LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import type { Route } from "./+types/registration-products";
import { Act, Panel, ProductRow, RegPage } from "./parts";
import { memberNetwork, registrationCartAction } from "./registration.server";

// /registration-products/{type}/{id}/{name}/{listType}/{planId} (spec RegistrationProducts): the
// plan products of one creating-store category (id 0: all of them). With a plan (planId) and
// selectAmount > 0 the products are picked into that plan; otherwise they are added to the cart.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, net } = await memberNetwork(context, request);
  const categoryId = Number(params.id) || 0;
  const [state, categories, inCategory] = await Promise.all([
    registrationState(net, user.id),
    net.cart.categories(),
    categoryId ? net.cart.productIdsIn(categoryId) : Promise.resolve(null),
  ]);
  const planId = Number(params.planId) || 0;
  const picking = state.plan !== null && state.plan.id === planId && state.selectAmount > 0;
  const kinds = picking
    ? ["OPTION_TO_BE_BOUGHT", "CREATING_ONLY"]
    : ["OPTION_TO_BE_BOUGHT", "CREATING_ONLY", "MUST_BE_BOUGHT_ONCE"];
  const products = state.products.filter(
    (p) => kinds.includes(p.typeForCreatingStore) && (inCategory === null || inCategory.includes(p.id)),
  );
  const category = categories.find((c) => c.id === categoryId);
  return {
    type: params.type,
    products,
    picking,
    planId,
    selections: state.selections,
    selectAmount: state.selectAmount,
    category: category?.name ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return registrationCartAction(context, request);
}

export default function RegistrationProducts({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const title = d.category ?? t("reg.cart.options");
  const back = `/registration-cart/${d.type === "update" ? "update" : "register"}`;
  return (
    <RegPage title={title} step={2} testId="registration-products">
      <FormStatus result={actionData} />
      {d.picking && (
        <p className="text-muted">{t("reg.cart.select", { n: d.selectAmount, count: d.selections.length })}</p>
      )}
      <Panel>
        {d.products.length === 0 ? (
          <EmptyState icon={<PackageOpen size={40} aria-hidden />} title={t("reg.cart.noPlan")} />
        ) : (
          <ul>
            {d.products.map((p) => {
              const chosen = d.selections.includes(p.id);
              return (
                <ProductRow key={p.id} p={p}>
                  {d.picking ? (
                    <Act
                      intent={chosen ? "unselect" : "select"}
                      fields={{ planId: d.planId, productId: p.id }}
                      label={chosen ? t("reg.cart.unselect") : t("reg.cart.selectOne")}
                      variant={chosen ? "ghost" : "secondary"}
                    />
                  ) : (
                    <Act intent="add" fields={{ productId: p.id }} label={t("reg.cart.add")} />
                  )}
                </ProductRow>
              );
            })}
          </ul>
        )}
      </Panel>
      <div>
        <LinkButton to={back} variant="secondary">
          {t("reg.cart.summary")}
        </LinkButton>
      </div>
    </RegPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
