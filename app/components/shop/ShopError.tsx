import { PackageX, SearchX, ServerCrash } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";
import { PageMeta } from "../PageMeta";
import { StatusScreen } from "../StatusScreen";
import { LinkButton } from "../ui";
import { listHref } from "./links";

/**
 * The browse pages' error boundary, inside the shop shell: a removed or unknown product, article,
 * page or list is a real 404 ("this product has been removed" for products); anything else is the
 * generic failure screen.
 */
export function ShopErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const { store } = useRoot();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const kind = (error.data as { kind?: string } | null)?.kind;
    const product = kind === "product";
    const title = product ? t("shop.error.productGone") : t("error.notFoundTitle");
    return (
      <>
        <PageMeta title={title} storeName={store.storeName} />
        <meta name="robots" content="noindex" />
        <StatusScreen
          icon={product ? <PackageX size={30} /> : <SearchX size={30} />}
          code="404"
          title={title}
          body={product ? t("shop.error.productGoneBody") : t("error.notFoundBody")}
        >
          <LinkButton to={listHref("new", "all")}>{t("shop.error.browse")}</LinkButton>
          <LinkButton to="/" variant="secondary">
            {t("common.goHome")}
          </LinkButton>
        </StatusScreen>
      </>
    );
  }
  console.error(error);
  return (
    <>
      <PageMeta title={t("error.serverTitle")} storeName={store.storeName} />
      <StatusScreen
        icon={<ServerCrash size={30} />}
        code="500"
        title={t("error.serverTitle")}
        body={t("error.serverBody")}
      >
        <LinkButton to="/">{t("common.goHome")}</LinkButton>
      </StatusScreen>
    </>
  );
}
