import "../../i18n/cartMessages";
import "../../i18n/areas/network/registrationAddons";
import { ExtrasPage } from "../../components/shop/cart/ExtrasPage";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import type { Route } from "./+types/cart-extras";
import { extrasAction, extrasLoader } from "./registration/extras.server";

// /cart-extras/{type} (spec storefront §2): the gifts the bill offers, for the shopper cart
// (normal) or the registration cart (openstore); registration/extras.server.ts says which.

export const loader = extrasLoader("EXTRA_FREE");
export const action = extrasAction("EXTRA_FREE");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ExtrasPage kind="EXTRA_FREE" offers={loaderData.offers} next={loaderData.next} error={actionData} />;
}

export const ErrorBoundary = ShopErrorBoundary;
