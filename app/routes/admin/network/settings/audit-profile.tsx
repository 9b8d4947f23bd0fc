import { reviewInput } from "@functions/store/account/schemas";
import { adminLoad } from "~/components/admin/adminApi";
import { SettingsError, SettingsLoading, SettingsPage, SettingsSection, useEditForm } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import { AuditProfileFields, auditProfileValues } from "~/components/shop/auditProfile/AuditProfileFields";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { API, type AuditProfile } from "./lib/api";

// /admin/settingpage/setting-audit-profile — the branch owner's profile that the head store reviews
// (GET/PATCH /api/admin/branch/auditProfile); saving resubmits it. Branch stores only (spec §2.3).

const PAGE_ID = "setting-audit-profile";
const TONE = { UNAUDITED: "warning", NORMAL: "success", DENY: "danger" } as const;

const valuesOf = (p: AuditProfile["profile"]) => auditProfileValues(p);

export async function clientLoader() {
  return { data: await adminLoad<AuditProfile>(API.auditProfile) };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

export default function AuditProfilePage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { data } = loaderData;
  const form = useEditForm(valuesOf(data.profile), { whole: { api: API.auditProfile, schema: reviewInput } });
  const denied = data.notices.find((n) => n.type === "BRANCH_USER_DENY");
  const save = () => void form.saveWhole((d) => valuesOf((d as unknown as AuditProfile).profile));
  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("auditProfile.title")}
      description={t("auditProfile.description")}
      crumbs={[t("adminSettings.settings")]}
      save={{ form, onSave: save, testId: "audit-profile-save" }}
    >
      <SettingsSection
        id="audit-profile-status"
        title={t("auditProfile.status")}
        actions={
          <span data-testid="audit-profile-status">
            <Badge tone={TONE[data.auditStatus]}>{t(`auditProfile.status.${data.auditStatus}`)}</Badge>
          </span>
        }
      >
        {data.mustReview && <p className="text-sm text-muted">{t("auditProfile.mustReview")}</p>}
        {data.profile && <p className="text-sm text-muted">{formatTaipei(data.profile.submittedAt, locale)}</p>}
        {denied?.message && (
          <p className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
            {t("auditProfile.reason", { reason: denied.message })}
          </p>
        )}
      </SettingsSection>
      <SettingsSection id="audit-profile-form" title={t("auditProfile.title")}>
        <AuditProfileFields field={form.field} testPrefix="audit-profile" />
      </SettingsSection>
    </SettingsPage>
  );
}
