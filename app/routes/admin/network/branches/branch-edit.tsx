import "~/i18n/areas/network/branchAdminForms";
import { AUDIT_STATUSES, BRANCH_TYPES, branchPatchInput } from "@functions/network/branches/schemas";
import { STORE_STATUSES } from "@functions/shared/constants";
import { labelTitle } from "@functions/shared/network/branchLabels";
import { CalendarClock } from "lucide-react";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { ChoiceField, TextField } from "~/components/admin/FormBits";
import { EditPage, editIdOf, HeaderLink, useEditForm } from "~/components/admin/kit";
import { useT } from "~/i18n";
import { BRANCH_API, BRANCH_PATHS, type BranchDetail } from "./lib/api";
import { IntroducerPicker } from "./lib/IntroducerPicker";
import { useNetworkLabels } from "./lib/labels";

// /admin/edit-branch/:id — the head store's edit of one branch from the downline list: name,
// status, review, type and introducer (GET/PATCH /api/admin/multilevel/branches/{id}). A new
// introducer is the same move as the list's bulk move; the trial has its own page (edit-trial).

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = editIdOf(params.id);
  if (!id) throw new Response("", { status: 404 });
  return { branch: await adminLoad<BranchDetail>(BRANCH_API.edit(id)) };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

type Status = (typeof STORE_STATUSES)[number];
type Audit = (typeof AUDIT_STATUSES)[number];
type BranchType = (typeof BRANCH_TYPES)[number];

export default function BranchEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const label = useNetworkLabels();
  const { branch } = loaderData;
  const form = useEditForm({
    name: branch.name,
    status: branch.status as Status,
    auditStatus: branch.auditStatus as Audit,
    type: branch.type as BranchType,
    introducerId: branch.introducerId,
  });
  const v = form.values;
  const save = () =>
    form.save({
      schema: branchPatchInput,
      body: {
        name: v.name,
        status: v.status,
        auditStatus: v.auditStatus,
        type: v.type,
        ...(v.introducerId !== null && v.introducerId !== branch.introducerId ? { introducerId: v.introducerId } : {}),
      },
      send: (body) => adminSend("PATCH", BRANCH_API.edit(branch.id), body),
      next: () => BRANCH_PATHS.downline,
      message: t("baf.branch.saved", { name: v.name }),
    });
  const section = label("branchNameLabel");
  const title = t("baf.branch.title", { name: branch.name });
  const path = branch.path.map((p) => p.name).join(" › ");
  return (
    <EditPage
      title={title}
      breadcrumbs={[{ label: section, to: BRANCH_PATHS.downline }, { label: title }]}
      form={form}
      onSubmit={() => void save()}
      backTo={BRANCH_PATHS.downline}
      saveTestId="branch-edit-save"
      aside={
        <HeaderLink
          to={BRANCH_PATHS.trial(branch.id)}
          icon={<CalendarClock size={16} aria-hidden />}
          label={t("baf.branch.trialLink")}
        />
      }
    >
      <Section title={t("baf.branch.basic")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <TextField label={t("baf.branch.name")} {...form.field("name")} required testId="branch-edit-name" />
          <div className="text-sm">
            <p className="text-muted">{t("baf.branch.host")}</p>
            <p className="mt-1 break-all font-mono" data-testid="branch-edit-host">
              {branch.hostname ?? branch.domainName}
            </p>
          </div>
        </div>
      </Section>
      <Section title={t("baf.branch.state")} description={t("baf.branch.stateHint")}>
        <div className="grid gap-4 min-[734px]:grid-cols-3">
          <ChoiceField
            label={t("branches.col.status")}
            {...form.field("status")}
            options={STORE_STATUSES.map((s) => ({ value: s, label: t(`storeStatus.${s}`) }))}
            testId="branch-edit-status"
          />
          <ChoiceField
            label={t("baf.branch.audit")}
            {...form.field("auditStatus")}
            options={AUDIT_STATUSES.map((s) => ({ value: s, label: t(`branches.audit.${s}`) }))}
            testId="branch-edit-audit"
          />
          <ChoiceField
            label={t("branches.col.type")}
            {...form.field("type")}
            options={BRANCH_TYPES.map((s) => ({ value: s, label: t(`storeType.${s}`) }))}
            testId="branch-edit-type"
          />
        </div>
      </Section>
      <Section
        title={labelTitle(label("introducerLabel"))}
        description={t("baf.branch.introducerHint", { path, label: label("introducerLabel") })}
      >
        <IntroducerPicker value={v.introducerId} onChange={(id) => form.set("introducerId", id)} label={label} />
        {form.error("introducerId") && <p className="mt-2 text-sm text-danger">{form.error("introducerId")}</p>}
      </Section>
    </EditPage>
  );
}
