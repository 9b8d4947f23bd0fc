import type { SecurityStatus, SessionView } from "@functions/shared/people/security";
import { AdminRouteError, AdminSkeleton } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { PageMeta } from "~/components/PageMeta";
import { useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import type { Route } from "./+types/security";
import { SESSIONS_API, SessionsSection } from "./SessionsSection";
import { TwoFactorSection } from "./TwoFactorSection";

// /admin/settingpage/setting-security (issue 12, beyond the spec): the signed-in admin's
// two-factor sign-in (functions/security/) and signed-in devices with sign-out.

export async function clientLoader() {
  const [status, sessions] = await Promise.all([
    adminLoad<SecurityStatus>("/api/admin/store/user/security"),
    adminLoad<SessionView[]>(SESSIONS_API),
  ]);
  return { status, sessions };
}

export function HydrateFallback() {
  return (
    <div data-testid="setting-security-loading">
      <AdminSkeleton kind="form" />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

export default function SettingSecurity({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  // Inside the admin's profile frame (app/routes/admin/profile/layout.tsx), which hosts the toasts.
  return (
    <div className="flex flex-col gap-4" data-testid="setting-security">
      <PageMeta title={t("security.title")} storeName={store.storeName} />
      <div>
        <h2 className="text-lg font-semibold">{t("security.title")}</h2>
        <p className="mt-1 text-sm text-muted">{t("security.description")}</p>
      </div>
      <TwoFactorSection status={loaderData.status} />
      <SessionsSection sessions={loaderData.sessions} />
    </div>
  );
}
