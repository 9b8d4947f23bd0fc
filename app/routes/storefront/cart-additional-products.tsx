import "../../i18n/cartMessages";
import "../../i18n/areas/network/registrationAddons";
import { ExtrasPage } from "../../components/shop/cart/ExtrasPage";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import type { Route } from "./+types/cart-additional-products";
import { extrasAction, extrasLoader } from "./registration/extras.server";

// /cart-additional-products/{type} (spec storefront §2): the add-ons the bill offers, for the shopper cart
// (normal) or the registration cart (openstore); registration/extras.server.ts says which.

export const loader = extrasLoader("ADDITIONAL");
export const action = extrasAction("ADDITIONAL");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ExtrasPage kind="ADDITIONAL" offers={loaderData.offers} next={loaderData.next} error={actionData} />;
}

export const ErrorBoundary = ShopErrorBoundary;
