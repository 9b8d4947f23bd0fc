import { Outlet } from "react-router";
import { organizationJsonLd } from "../../components/brand/organization";
import { PreviewBar } from "../../components/settings/TestModeBars";
import { AuditProfileModal } from "../../components/shop/auditProfile/AuditProfileModal";
import { Footer } from "../../components/shop/Footer";
import { FrameMessages } from "../../components/shop/FrameMessages";
import { JsonLd } from "../../components/shop/JsonLd";
import { Navbar } from "../../components/shop/Navbar";
import { StoreStatusLayer } from "../../components/shop/StoreStatusLayer";
import { useT } from "../../i18n";
import { useVisitReport } from "../../lib/useAppBootstrap";
import { useRoot } from "../../lib/useRoot";

const HIDDEN_NAV = new Set(["CLOSE_STORE_UNPAID", "CLOSE_STORE_CONFIRM_PAID"]);

export default function StorefrontLayout() {
  const { store, origin } = useRoot();
  const t = useT();
  useVisitReport();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: store.storeName,
    url: `${origin}/`,
    description: store.metaDescription || undefined,
  };
  const navHidden = HIDDEN_NAV.has(store.storeStatus);
  return (
    <div className="flex min-h-screen flex-col">
      <JsonLd data={jsonLd} />
      <PreviewBar />
      <JsonLd data={organizationJsonLd(store, origin)} />
      {navHidden ? (
        <div data-testid="unpaid-bar" className="bg-ink px-4 py-2.5 text-center text-sm text-white">
          {store.storeName} · {t("closed.unpaidBar")}
        </div>
      ) : (
        <Navbar />
      )}
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer />
      <StoreStatusLayer />
      <AuditProfileModal />
      <FrameMessages />
    </div>
  );
}
