import "../../i18n/areas/cards";
import { ADDRESS_MAP_PAGES, isAddressMapPage } from "@functions/commerce/ecpay/addressMap";
import { redirect } from "react-router";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { Alert, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import type { Route } from "./+types/user-address-list-redirect";

// /user-address-list-redirect/{page}/{cvsType} (spec redirect page): the map's POST of the chosen
// store is taken by functions/api/commerce/ecpayAddress.ts (ahead of the CSRF guard), which keeps the
// store for the address page and sends the member there. A GET lands here: after a refused reply
// (?error=) this page says so; otherwise it goes on to the address page.

export async function loader({ request, params }: Route.LoaderArgs) {
  const back = isAddressMapPage(params.page) ? ADDRESS_MAP_PAGES[params.page] : ADDRESS_MAP_PAGES.address;
  if (!new URL(request.url).searchParams.get("error")) throw redirect(back);
  return { back };
}

export default function UserAddressListRedirect({ loaderData: { back } }: Route.ComponentProps) {
  const t = useT();
  return (
    <main
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center"
      data-testid="address-map-refused"
    >
      <ShopMeta title={t("addressMap.refusedTitle")} noindex />
      <h1 className="text-xl font-bold">{t("addressMap.refusedTitle")}</h1>
      <Alert tone="error">{t("addressMap.refused")}</Alert>
      <LinkButton to={back}>{t("addressMap.back")}</LinkButton>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
