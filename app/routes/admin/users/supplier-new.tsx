import { COMPANY_MAX } from "@functions/shared/people/members";
import { Check } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { AdminPage, AdminRouteError, Section, StickyActions } from "~/components/admin/AdminPage";
import { adminSend } from "~/components/admin/adminApi";
import { SearchBox, TextField } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { SAVED, useEditForm } from "~/components/admin/kit";
import { Button, cx, LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import { USER_PATHS, USERS_API } from "./lib";

// /admin/user-supplier/new — makes a member a supplier user: pick the member (GET
// /api/admin/simpleUsers, the picker call) and give the company name; saved with the member PATCH.

type Simple = { id: number; name: string; email: string };

export const ErrorBoundary = AdminRouteError;

export default function SupplierNew() {
  const t = useT();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState("");
  const [found, setFound] = useState<Simple[] | null>(null);
  const [picked, setPicked] = useState<Simple | null>(null);
  const form = useEditForm({ companyName: "" });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void adminSend<Simple[]>("GET", USERS_API.simple, undefined, { query: { keyword: keyword || undefined } }).then(
      (r) => {
        if (live) setFound(r.ok ? r.data : []);
      },
    );
    return () => {
      live = false;
    };
  }, [keyword]);

  async function save() {
    if (!picked) return flash.error(t("suppliers.pickRequired"));
    if (!form.values.companyName.trim()) {
      form.showIssues([{ path: "companyName", message: "validation.required" }]);
      return;
    }
    setSaving(true);
    const r = await adminSend("PATCH", USERS_API.one(picked.id), {
      isSupplier: true,
      companyName: form.values.companyName,
    });
    setSaving(false);
    if (!r.ok) return form.fail(r);
    flash.success(t("suppliers.created"));
    navigate(USER_PATHS.suppliers("all"), { state: SAVED });
  }

  const title = t("suppliers.newTitle");
  return (
    <AdminPage
      title={title}
      narrow
      breadcrumbs={[{ label: t("suppliers.title"), to: USER_PATHS.suppliers("all") }, { label: title }]}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Section title={t("suppliers.pick")}>
          <SearchBox value={keyword} label={t("suppliers.pickSearch")} onSearch={setKeyword} live />
          <ul className="mt-3 max-h-72 divide-y divide-line overflow-y-auto rounded-lg border border-line">
            {found?.length === 0 && <li className="px-3 py-3 text-sm text-muted">{t("suppliers.pickEmpty")}</li>}
            {found?.map((u) => (
              <li key={u.id}>
                <button
                  type="button"
                  aria-pressed={picked?.id === u.id}
                  onClick={() => setPicked(u)}
                  className={cx(
                    "flex w-full items-center justify-between gap-2 px-3 py-2.5 text-left hover:bg-surface",
                    picked?.id === u.id && "bg-brand-50",
                  )}
                  data-testid={`supplier-pick-${u.id}`}
                >
                  <span className="min-w-0">
                    <span className="block font-medium">{u.name}</span>
                    <span className="block truncate text-sm text-muted">{u.email}</span>
                  </span>
                  {picked?.id === u.id && <Check size={18} aria-hidden className="text-brand-600" />}
                </button>
              </li>
            ))}
          </ul>
          {picked && (
            <p className="mt-2 text-sm" role="status">
              {t("suppliers.picked", { name: `${picked.name} (${picked.email})` })}
            </p>
          )}
        </Section>
        <Section>
          <TextField
            label={t("members.companyName")}
            name="companyName"
            value={form.values.companyName}
            onChange={(x) => form.set("companyName", x)}
            required
            maxLength={COMPANY_MAX}
            error={form.error("companyName")}
            testId="supplier-company"
          />
        </Section>
        <StickyActions>
          <LinkButton to={USER_PATHS.suppliers("all")} variant="secondary">
            {t("adminUi.cancel")}
          </LinkButton>
          <Button type="submit" busy={saving} data-testid="supplier-save">
            {t("adminUi.save")}
          </Button>
        </StickyActions>
      </form>
    </AdminPage>
  );
}
