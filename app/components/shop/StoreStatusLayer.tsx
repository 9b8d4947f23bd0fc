import { Construction, Lock, RefreshCcw, Store, Wallet } from "lucide-react";
import { useLocation } from "react-router";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";
import { LinkButton } from "../ui";

const CONFIRM_PAID_EXEMPT = ["/checkout-complete", "/admin", "/forget-password", "/reset-password"];

function Overlay({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      data-testid={testId}
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-5 backdrop-blur-sm"
    >
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-7 text-center shadow-xl">{children}</div>
    </div>
  );
}

/**
 * Spec shell: full-screen overlay when closed by user or system (open a store, contact support,
 * back-office login); another on failed renewal; the paid-confirmation overlay except on the
 * listed pages; the maintenance screen. Returns null for a store open as usual.
 */
export function StoreStatusLayer() {
  const t = useT();
  const { store, isMaintenance } = useRoot();
  const { pathname } = useLocation();
  const status = store.storeStatus;
  const contact = store.social.line || store.social.facebook || "mailto:support@storefleet.app";

  if (isMaintenance && !pathname.startsWith("/admin")) {
    return (
      <Overlay testId="maintenance-screen">
        <Construction className="mx-auto mb-4 text-brand-600" size={36} />
        <h2 className="text-xl font-bold">{t("maintenance.title")}</h2>
        <p className="mt-2 text-muted">{t("maintenance.body")}</p>
      </Overlay>
    );
  }
  if ((status === "CLOSE_STORE_BY_USER" || status === "CLOSE_STORE_BY_SYSTEM") && pathname !== "/admin") {
    const byUser = status === "CLOSE_STORE_BY_USER";
    return (
      <Overlay testId="closed-overlay">
        {byUser ? (
          <Store className="mx-auto mb-4 text-brand-600" size={36} />
        ) : (
          <Lock className="mx-auto mb-4 text-danger" size={36} />
        )}
        <h2 className="text-xl font-bold">{t(byUser ? "closed.byUserTitle" : "closed.bySystemTitle")}</h2>
        <p className="mt-2 text-muted">{t(byUser ? "closed.byUserBody" : "closed.bySystemBody")}</p>
        <div className="mt-6 flex flex-col gap-2.5">
          <LinkButton to="https://storefleet.app" reloadDocument>
            {t("closed.openStore")}
          </LinkButton>
          <LinkButton to={contact} reloadDocument variant="secondary">
            {t("closed.contact")}
          </LinkButton>
          <LinkButton to="/admin" variant="ghost">
            {t("closed.adminLogin")}
          </LinkButton>
        </div>
      </Overlay>
    );
  }
  // The renewal's own pages (cart, checkout, payment) stay usable under a failed renewal.
  const renewing = ["/registration-cart", "/checkout", "/dev/test-payment", "/payment-redirect-middle-page"].some((p) =>
    pathname.startsWith(p),
  );
  if (status === "CLOSE_STORE_RENEWED_FAIL" && pathname !== "/admin" && !renewing) {
    return (
      <Overlay testId="renew-failed-overlay">
        <RefreshCcw className="mx-auto mb-4 text-danger" size={36} />
        <h2 className="text-xl font-bold">{t("closed.renewFailTitle")}</h2>
        <p className="mt-2 text-muted">{t("closed.renewFailBody")}</p>
        <div className="mt-6">
          <LinkButton to="/admin">{t("closed.adminLogin")}</LinkButton>
        </div>
      </Overlay>
    );
  }
  if (
    (status === "CLOSE_STORE_CONFIRM_PAID" || status === "CLOSE_STORE_RENEWED_CONFIRM_PAID") &&
    !CONFIRM_PAID_EXEMPT.includes(pathname)
  ) {
    return (
      <Overlay testId="confirm-paid-overlay">
        <Wallet className="mx-auto mb-4 text-brand-600" size={36} />
        <h2 className="text-xl font-bold">{t("closed.confirmPaidTitle")}</h2>
        <p className="mt-2 text-muted">{t("closed.confirmPaidBody")}</p>
      </Overlay>
    );
  }
  return null;
}
