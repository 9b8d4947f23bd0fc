import { useState } from "react";
import { useNavigate } from "react-router";
import {
  blockableSections,
  STAFF_LIST_PATH,
  type StaffView,
  staffCreateInput,
  staffPatchInput,
} from "../../../../functions/shared/staff";
import { AdminPage, AdminRouteError, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend, failureKey } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { TextField } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { SAVED, UnsavedChangesGuard, useAdminForm } from "../../../components/admin/useAdminForm";
import { Button, LinkButton } from "../../../components/ui";
import { useT } from "../../../i18n";
import { useRoot } from "../../../lib/useRoot";
import { PrivilegeTree } from "./PrivilegeTree";
import { SignInChoice } from "./SignInChoice";

// /admin/user-edit/{type} — a staff account: "new" creates one, a staff id edits it. Root only
// (the page guard and the API both check); the root account itself keeps every section.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = /^[1-9][0-9]*$/.test(params.type ?? "") ? Number(params.type) : null;
  return { staff: id ? await adminLoad<StaffView>(`/api/admin/admins/${id}`) : null };
}
export { FormSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function StaffEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const navigate = useNavigate();
  const { store } = useRoot();
  const { staff } = loaderData;
  const sections = blockableSections(store.storeType, store.isWholeSaler);
  const form = useAdminForm({
    name: staff?.name ?? "",
    email: staff?.email ?? "",
    invite: false,
    password: "",
    blockedPrivileges: staff?.blockedPrivileges ?? ([] as number[]),
  });
  const { values: v, set } = form;
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<"ask" | "busy" | null>(null);

  async function save() {
    const body = staff
      ? {
          name: v.name,
          ...(v.password ? { password: v.password } : {}),
          ...(staff.isRoot ? {} : { blockedPrivileges: v.blockedPrivileges }),
        }
      : {
          name: v.name,
          email: v.email,
          invite: v.invite,
          ...(v.invite ? {} : { password: v.password }),
          blockedPrivileges: v.blockedPrivileges,
        };
    if (!form.check(staff ? staffPatchInput : staffCreateInput, body)) return;
    setSaving(true);
    const r = staff
      ? await adminSend("PATCH", `/api/admin/admins/${staff.id}`, body)
      : await adminSend("POST", "/api/admin/admins", body);
    setSaving(false);
    if (!r.ok) return form.fail(r);
    flash.success(staff ? t("adminUi.saved") : v.invite ? t("staff.invited") : t("adminUi.created"));
    form.reset(v);
    navigate(STAFF_LIST_PATH, { state: SAVED });
  }

  async function remove() {
    if (!staff) return;
    setRemoving("busy");
    const r = await adminSend("DELETE", `/api/admin/admins/${staff.id}`);
    setRemoving(null);
    if (!r.ok) return flash.error(t(failureKey(r)));
    flash.success(t("staff.removed"));
    form.reset(v);
    navigate(STAFF_LIST_PATH, { state: SAVED });
  }

  const blockedError =
    form.error("blockedPrivileges") ??
    Object.keys(form.errors)
      .filter((k) => k.startsWith("blockedPrivileges."))
      .map((k) => form.error(k))[0];
  const title = staff ? t("staff.editTitle", { name: staff.name }) : t("staff.newTitle");
  return (
    <AdminPage
      title={title}
      narrow
      testId="staff-edit"
      breadcrumbs={[{ label: t("staff.title"), to: STAFF_LIST_PATH }, { label: title }]}
    >
      <UnsavedChangesGuard when={form.dirty && !saving && removing === null} />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Section title={t("staff.account")}>
          <div className="grid gap-4 min-[734px]:grid-cols-2">
            <TextField
              label={t("staff.name")}
              name="name"
              value={v.name}
              onChange={(x) => set("name", x)}
              required
              autoComplete="off"
              error={form.error("name")}
              testId="staff-name"
            />
            <TextField
              label={t("staff.email")}
              name="email"
              type="email"
              value={v.email}
              onChange={(x) => set("email", x)}
              required={!staff}
              readOnly={Boolean(staff)}
              autoComplete="off"
              error={form.error("email")}
              testId="staff-email"
            />
          </div>
          <div className="mt-4 flex flex-col gap-4">
            {!staff && <SignInChoice invite={v.invite} onChange={(x) => set("invite", x)} />}
            {(staff || !v.invite) && (
              <TextField
                label={staff ? t("staff.newPassword") : t("staff.password")}
                name="password"
                type="password"
                value={v.password}
                onChange={(x) => set("password", x)}
                required={!staff}
                autoComplete="new-password"
                hint={t("staff.passwordHint")}
                error={form.error("password")}
                className="min-[734px]:max-w-sm"
                testId="staff-password"
              />
            )}
          </div>
        </Section>
        <Section title={t("staff.access")} description={staff?.isRoot ? t("staff.rootAccess") : t("staff.accessHint")}>
          <PrivilegeTree
            sections={sections}
            value={v.blockedPrivileges}
            onChange={(x) => set("blockedPrivileges", x)}
            disabled={Boolean(staff?.isRoot)}
            error={blockedError}
          />
        </Section>
        <StickyActions>
          {staff && !staff.isRoot && (
            <Button
              variant="secondary"
              className="text-danger min-[734px]:mr-auto"
              onClick={() => setRemoving("ask")}
              data-testid="staff-remove"
            >
              {t("staff.remove")}
            </Button>
          )}
          <LinkButton to={STAFF_LIST_PATH} variant="secondary">
            {t("adminUi.cancel")}
          </LinkButton>
          <Button type="submit" busy={saving} data-testid="staff-save">
            {t("adminUi.save")}
          </Button>
        </StickyActions>
      </form>
      {staff && removing && (
        <ConfirmDialog
          title={t("staff.removeTitle", { name: staff.name })}
          body={t("staff.removeBody")}
          confirmLabel={t("staff.remove")}
          busy={removing === "busy"}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </AdminPage>
  );
}
