import {
  blockableSections,
  STAFF_LIST_PATH,
  type StaffView,
  staffCreateInput,
  staffPatchInput,
} from "@functions/shared/people/staff";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { TextField } from "~/components/admin/FormBits";
import { EditPage, useEditForm } from "~/components/admin/kit";
import { useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import { PrivilegeTree } from "./PrivilegeTree";
import { SignInChoice } from "./SignInChoice";

// /admin/user-edit/{type} — a staff account: "new" creates one, a staff id edits it. Root only
// (the page guard and the API both check); the root account itself keeps every section.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = /^[1-9][0-9]*$/.test(params.type ?? "") ? Number(params.type) : null;
  return { staff: id ? await adminLoad<StaffView>(`/api/admin/admins/${id}`) : null };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function StaffEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { store } = useRoot();
  const { staff } = loaderData;
  const sections = blockableSections(store.storeType, store.isWholeSaler);
  const form = useEditForm({
    name: staff?.name ?? "",
    email: staff?.email ?? "",
    invite: false,
    password: "",
    blockedPrivileges: staff?.blockedPrivileges ?? ([] as number[]),
  });
  const { values: v, set } = form;

  function save() {
    const next = () => STAFF_LIST_PATH;
    if (staff) {
      const body = {
        name: v.name,
        ...(v.password ? { password: v.password } : {}),
        ...(staff.isRoot ? {} : { blockedPrivileges: v.blockedPrivileges }),
      };
      return form.save({
        schema: staffPatchInput,
        body,
        send: (b) => adminSend("PATCH", `/api/admin/admins/${staff.id}`, b),
        next,
      });
    }
    const body = {
      name: v.name,
      email: v.email,
      invite: v.invite,
      ...(v.invite ? {} : { password: v.password }),
      blockedPrivileges: v.blockedPrivileges,
    };
    return form.save({
      schema: staffCreateInput,
      body,
      send: (b) => adminSend("POST", "/api/admin/admins", b),
      created: true,
      message: v.invite ? "staff.invited" : undefined,
      next,
    });
  }

  const blockedError =
    form.error("blockedPrivileges") ??
    Object.keys(form.errors)
      .filter((k) => k.startsWith("blockedPrivileges."))
      .map((k) => form.error(k))[0];
  const title = staff ? t("staff.editTitle", { name: staff.name }) : t("staff.newTitle");
  return (
    <EditPage
      title={title}
      testId="staff-edit"
      breadcrumbs={[{ label: t("staff.title"), to: STAFF_LIST_PATH }, { label: title }]}
      form={form}
      onSubmit={() => void save()}
      backTo={STAFF_LIST_PATH}
      saveTestId="staff-save"
      remove={
        staff && !staff.isRoot
          ? {
              sectionTitle: t("staff.remove"),
              label: t("staff.remove"),
              confirmTitle: t("staff.removeTitle", { name: staff.name }),
              confirmBody: t("staff.removeBody"),
              confirmLabel: t("staff.remove"),
              doneText: t("staff.removed"),
              testId: "staff-remove",
              send: () => adminSend("DELETE", `/api/admin/admins/${staff.id}`),
              next: STAFF_LIST_PATH,
            }
          : null
      }
    >
      <Section title={t("staff.account")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <TextField label={t("staff.name")} {...form.field("name")} required autoComplete="off" testId="staff-name" />
          <TextField
            label={t("staff.email")}
            {...form.field("email")}
            type="email"
            required={!staff}
            readOnly={Boolean(staff)}
            autoComplete="off"
            testId="staff-email"
          />
        </div>
        <div className="mt-4 flex flex-col gap-4">
          {!staff && <SignInChoice invite={v.invite} onChange={(x) => set("invite", x)} />}
          {(staff || !v.invite) && (
            <TextField
              label={staff ? t("staff.newPassword") : t("staff.password")}
              {...form.field("password")}
              type="password"
              required={!staff}
              autoComplete="new-password"
              hint={t("staff.passwordHint")}
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
    </EditPage>
  );
}
