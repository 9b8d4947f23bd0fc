import { oneBranchPatch, PAY_TYPES, TRIAL_TYPES } from "@functions/network/settings/schemas";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { ChoiceField } from "~/components/admin/FormBits";
import { DateField, EditPage, editIdOf, useEditForm } from "~/components/admin/kit";
import { useT } from "~/i18n";
import { isoToTaipeiInput, taipeiInputToIso } from "~/lib/taipeiTime";
import { API, type OneBranch, PATHS } from "./lib/api";

// /admin/edit-trial/:id — the head store sets one branch's trial type, trial end and pay type
// (PATCH /api/admin/setting/branch/{id}; docs/decisions/branch-network-settings.md).

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = editIdOf(params.id);
  if (!id) throw new Response("", { status: 404 });
  return { branch: await adminLoad<OneBranch>(API.oneBranch(id)) };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function TrialEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { branch } = loaderData;
  const form = useEditForm({
    trialType: branch.trialType as (typeof TRIAL_TYPES)[number],
    trialEndsAt: isoToTaipeiInput(branch.trialEndsAt),
    payType: branch.payType,
  });
  const v = form.values;
  const byCode = v.trialType === "BY_VERIFYCODE";
  const save = () =>
    form.save({
      schema: oneBranchPatch,
      body: { ...v, trialEndsAt: byCode ? taipeiInputToIso(v.trialEndsAt) : null },
      send: (body) => adminSend("PATCH", API.oneBranch(branch.id), body),
      next: () => PATHS.downlines,
      message: t("trial.saved"),
    });
  const title = t("trial.title", { name: branch.storeName });
  return (
    <EditPage
      title={title}
      breadcrumbs={[{ label: t("branchSettings.crumb"), to: PATHS.downlines }, { label: title }]}
      form={form}
      onSubmit={() => void save()}
      backTo={PATHS.downlines}
      saveTestId="trial-save"
    >
      <Section title={t("trial.branch")}>
        <dl className="grid gap-2 text-sm min-[734px]:grid-cols-2" data-testid="trial-branch">
          <div>
            <dt className="text-muted">{t("trial.branch")}</dt>
            <dd className="font-medium">{branch.storeName}</dd>
          </div>
          <div>
            <dt className="text-muted">{t("trial.host")}</dt>
            <dd className="break-all font-mono">{branch.host ?? "—"}</dd>
          </div>
        </dl>
      </Section>
      <Section title={t("trial.section")} description={t("trial.description")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <ChoiceField
            label={t("trial.type")}
            {...form.field("trialType")}
            options={TRIAL_TYPES.map((x) => ({ value: x, label: t(`trial.${x}`) }))}
            testId="trial-type"
          />
          {byCode && (
            <DateField
              kind="datetime-local"
              label={t("trial.endsAt")}
              {...form.field("trialEndsAt")}
              hint={t("trial.endsAtHint")}
              required
            />
          )}
          <ChoiceField
            label={t("trial.payType")}
            {...form.field("payType")}
            options={PAY_TYPES.map((p) => ({ value: p, label: t(`branchSettings.payType.${p}`) }))}
          />
        </div>
      </Section>
    </EditPage>
  );
}
