import { COMPANY_MAX, memberPatchInput, NOTE_MAX } from "@functions/shared/people/members";
import { useState } from "react";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { TextAreaField, TextField } from "~/components/admin/FormBits";
import { EditPage, useEditForm } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import { Toggle } from "~/components/admin/Toggle";
import { BirthdayField, GenderField, PhoneField } from "~/components/member/ProfileFields";
import { taipei } from "~/components/orders/format";
import { Field } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { idParam } from "../catalogue/lib/filters";
import { type MemberDetail, USER_PATHS, USERS_API } from "./lib";
import { MemberAccess } from "./MemberAccess";
import { MemberSummary } from "./MemberSummary";

// /admin/user-member/:id — one member: spending and latest orders, the editable profile (name,
// phone, gender, birthday, internal note), the supplier flag with its company, and block/unblock.
// The e-mail is the member's sign-in and stays theirs to change.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = idParam(params.id) ?? 0;
  return { member: await adminLoad<MemberDetail>(USERS_API.one(id)) };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

const formOf = (m: MemberDetail) => ({
  name: m.name,
  phone: m.phone,
  gender: m.gender as "" | "male" | "female",
  birthday: m.birthday,
  adminNote: m.adminNote,
  isSupplier: m.isSupplier,
  companyName: m.companyName,
});

export default function MemberDetailPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const [m, setM] = useState(loaderData.member);
  const form = useEditForm(formOf(m));
  const { values: v, set } = form;

  async function save() {
    const saved = await form.save({
      schema: memberPatchInput,
      body: v,
      send: (b) => adminSend<MemberDetail>("PATCH", USERS_API.one(m.id), b),
      resetTo: formOf,
    });
    if (saved) setM(saved);
  }

  const intro = (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>{m.email}</span>
        {m.blockedAt ? (
          <Badge tone="danger">{t("members.status.blocked")}</Badge>
        ) : (
          <Badge tone="success">{t("members.status.normal")}</Badge>
        )}
        {m.isSupplier && <Badge tone="brand">{t("members.supplierBadge")}</Badge>}
        <span>
          {t("members.joined")} {taipei(m.createdAt, locale, false)} · {t("members.lastSeen")}{" "}
          {m.lastSeenAt ? taipei(m.lastSeenAt, locale) : t("members.never")}
        </span>
      </div>
      <MemberSummary m={m} />
      <MemberAccess
        m={m}
        onChange={(next) => {
          setM(next);
          form.reset({ ...v, ...formOf(next) });
        }}
      />
    </>
  );
  const listTo = m.isSupplier ? USER_PATHS.suppliers("all") : USER_PATHS.members("all");
  return (
    <EditPage
      title={m.name}
      breadcrumbs={[
        { label: t(m.isSupplier ? "suppliers.title" : "members.title"), to: listTo },
        { label: t("members.detailTitle") },
      ]}
      testId="member-detail"
      form={form}
      onSubmit={() => void save()}
      backTo={listTo}
      saveTestId="member-save"
      intro={intro}
    >
      <Section title={t("members.profile")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <Field label={t("members.email")} name="email" value={m.email} readOnly hint={t("members.emailHint")} />
          <TextField label={t("members.name")} {...form.field("name")} required testId="member-name" />
          <PhoneField
            label={t("members.phone")}
            value={v.phone}
            onChange={(e) => set("phone", e.target.value)}
            error={form.error("phone")}
            autoComplete="off"
            data-testid="member-phone"
          />
          <GenderField
            label={t("members.gender")}
            value={v.gender}
            onChange={(e) => set("gender", e.target.value as typeof v.gender)}
            error={form.error("gender")}
          />
          <BirthdayField
            label={t("members.birthday")}
            value={v.birthday}
            onChange={(e) => set("birthday", e.target.value)}
            error={form.error("birthday")}
          />
        </div>
        <TextAreaField
          className="mt-4"
          label={t("members.note")}
          {...form.area("adminNote")}
          maxLength={NOTE_MAX}
          hint={t("members.noteHint")}
        />
      </Section>
      <Section title={t("members.supplierSection")}>
        <div className="flex flex-col gap-4">
          <Toggle
            {...form.toggle("isSupplier")}
            label={t("members.isSupplier")}
            description={t("members.isSupplierHint")}
            testId="member-supplier"
          />
          {v.isSupplier && (
            <TextField
              label={t("members.companyName")}
              {...form.field("companyName")}
              required
              maxLength={COMPANY_MAX}
              testId="member-company"
            />
          )}
        </div>
      </Section>
    </EditPage>
  );
}
