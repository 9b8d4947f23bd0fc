import "../../i18n/cartMessages";
import { redirect } from "react-router";
import { cartAction, loadOffers } from "../../components/shop/cart/cart.server";
import { ExtrasPage } from "../../components/shop/cart/ExtrasPage";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import type { Route } from "./+types/cart-additional-products";

// /cart-additional-products/{type} (spec storefront §2): the add-ons the visitor's bill offers. Only type "normal" is a
// shopper flow; register / update / openstore / changeproducts belong to the registration flows
// (out of scope here) and redirect to /cart.

export async function loader({ params, context }: Route.LoaderArgs) {
  return { offers: await loadOffers(context, params.type, "ADDITIONAL") };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (params.type !== "normal") return redirect("/cart");
  return cartAction(request, context, `/cart-additional-products/${params.type}`);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ExtrasPage offers={loaderData.offers} kind="ADDITIONAL" error={actionData} />;
}

export const ErrorBoundary = ShopErrorBoundary;
