import "~/i18n/areas/adminCalendar";
import type { ClosedLayer } from "@functions/shared/store/dashboardBanners";
import { Lock, LogOut, RefreshCcw } from "lucide-react";
import { useEffect } from "react";
import { Form } from "react-router";
import { LinkButton } from "~/components/ui";
import { useT } from "~/i18n";

// Spec back-office §2.4: a store closed by the system covers the back office with an overlay and
// locks scrolling; a failed renewal shows a different one, which leads to the renewal. Nothing of
// the admin content is rendered under either (closedLayerOf).

const SUPPORT = "mailto:support@storefleet.app";

export function AdminClosedOverlay({ layer }: { layer: ClosedLayer }) {
  const t = useT();
  const kind = layer.overlay;
  useEffect(() => {
    if (!kind) return;
    const before = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.documentElement.style.overflow = before;
    };
  }, [kind]);
  if (!kind) return null;
  const bySystem = kind === "bySystem";
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="admin-closed-title"
      data-testid={bySystem ? "admin-closed-overlay" : "admin-renew-failed-overlay"}
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-5 backdrop-blur-sm"
    >
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-7 text-center shadow-xl">
        {bySystem ? (
          <Lock className="mx-auto mb-4 text-danger" size={36} aria-hidden />
        ) : (
          <RefreshCcw className="mx-auto mb-4 text-danger" size={36} aria-hidden />
        )}
        <h2 id="admin-closed-title" className="text-xl font-bold">
          {t(bySystem ? "closedAdmin.bySystemTitle" : "closedAdmin.renewFailTitle")}
        </h2>
        <p className="mt-2 text-muted">{t(bySystem ? "closedAdmin.bySystemBody" : "closedAdmin.renewFailBody")}</p>
        <div className="mt-6 flex flex-col gap-2.5">
          {bySystem ? (
            <LinkButton to={SUPPORT} reloadDocument>
              {t("closedAdmin.contact")}
            </LinkButton>
          ) : (
            <LinkButton to="/registration-cart/update">{t("closedAdmin.renew")}</LinkButton>
          )}
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg text-[15px] hover:bg-black/5"
            >
              <LogOut size={16} aria-hidden /> {t("closedAdmin.logout")}
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
