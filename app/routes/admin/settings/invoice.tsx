import type { InvoiceMethodView } from "@functions/commerce/invoice/service";
import { INVOICE_TYPES } from "@functions/shared/checkoutValidators";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { AdminPage, AdminRouteError, AdminSkeleton, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { fieldErrors, useFailureText } from "~/components/admin/content/api";
import { FilterSelect, TextField } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { Badge } from "~/components/admin/kit/Badge";
import { DeleteRowButton } from "~/components/admin/kit/RowActions";
import { Toggle } from "~/components/admin/Toggle";
import { Button, EmptyState } from "~/components/ui";
import { useLocale, useT } from "~/i18n";

// /admin/settingpage/setting-invoice — the invoice types a shopper may choose at checkout
// (GET, POST /api/admin/invoice; PATCH, DELETE /{id}): list with open switches, add, edit, delete.

const API = "/api/admin/invoice";
type Draft = { id: number | null; type: string; name: string; nameEn: string; description: string; isOpen: boolean };

export async function clientLoader() {
  return { methods: await adminLoad<InvoiceMethodView[]>(API) };
}

const PAGE_ID = "setting-invoice";
export function HydrateFallback() {
  return <AdminSkeleton kind="table" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

export default function InvoiceSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const failText = useFailureText();
  const [list, setList] = useState(loaderData.methods);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<InvoiceMethodView | null>(null);
  const typeLabel = (type: string) => t(`commerceSettings.invoice.type.${type}`);
  const freeTypes = INVOICE_TYPES.filter((x) => !list.some((m) => m.type === x && m.id !== draft?.id));

  const replace = (row: InvoiceMethodView) =>
    setList((l) => (l.some((m) => m.id === row.id) ? l.map((m) => (m.id === row.id ? row : m)) : [...l, row]));

  async function toggle(m: InvoiceMethodView, isOpen: boolean) {
    const r = await adminSend<InvoiceMethodView>("PATCH", `${API}/${m.id}`, { isOpen });
    if (!r.ok) return flash.error(failText(r));
    replace(r.data);
    flash.success(t("commerceSettings.saved"));
  }

  async function submit() {
    if (!draft) return;
    setBusy(true);
    const details = draft.description ? { description: draft.description } : {};
    const existing = list.find((m) => m.id === draft.id);
    const body = {
      type: draft.type,
      name: draft.name,
      nameEn: draft.nameEn.trim() || null,
      isOpen: draft.isOpen,
      details: { ...existing?.details, ...details },
    };
    if (!draft.description) delete (body.details as Record<string, unknown>).description;
    const r = draft.id
      ? await adminSend<InvoiceMethodView>("PATCH", `${API}/${draft.id}`, body)
      : await adminSend<InvoiceMethodView>("POST", API, body);
    setBusy(false);
    if (!r.ok) {
      setErrors(fieldErrors(locale, r.issues));
      flash.error(failText(r));
      return;
    }
    replace(r.data);
    setDraft(null);
    setErrors({});
    flash.success(t(draft.id ? "commerceSettings.saved" : "commerceSettings.created"));
  }

  async function remove() {
    if (!toDelete) return;
    setBusy(true);
    const r = await adminSend("DELETE", `${API}/${toDelete.id}`);
    setBusy(false);
    if (!r.ok) return flash.error(failText(r));
    setList((l) => l.filter((m) => m.id !== toDelete.id));
    setToDelete(null);
    flash.success(t("commerceSettings.deleted"));
  }

  const startNew = () => {
    setErrors({});
    setDraft({
      id: null,
      type: freeTypes[0] ?? "",
      name: typeLabel(freeTypes[0] ?? ""),
      nameEn: "",
      description: "",
      isOpen: true,
    });
  };

  return (
    <AdminPage
      title={t("commerceSettings.invoice.title")}
      description={t("commerceSettings.invoice.description")}
      breadcrumbs={[{ label: t("commerceSettings.settings") }, { label: t("commerceSettings.invoice.title") }]}
      actions={
        <Button onClick={startNew} disabled={freeTypes.length === 0 || draft !== null} data-testid="invoice-add">
          <Plus size={16} aria-hidden /> {t("commerceSettings.invoice.add")}
        </Button>
      }
      testId={PAGE_ID}
      narrow
    >
      {draft && (
        <Section title={t(draft.id ? "commerceSettings.invoice.edit" : "commerceSettings.invoice.add")}>
          <div className="grid gap-4 min-[734px]:grid-cols-2">
            <div className="flex flex-col gap-1.5" data-field="type">
              <span className="text-sm font-medium text-ink">{t("commerceSettings.invoice.typeLabel")}</span>
              <FilterSelect
                label={t("commerceSettings.invoice.typeLabel")}
                value={draft.type}
                onChange={(v) => setDraft({ ...draft, type: v })}
                options={[...new Set([draft.type, ...freeTypes])].map((x) => ({ value: x, label: typeLabel(x) }))}
              />
              {errors.type && <p className="text-sm text-danger">{errors.type}</p>}
            </div>
            <TextField
              label={t("commerceSettings.invoice.name")}
              name="name"
              value={draft.name}
              onChange={(v) => setDraft({ ...draft, name: v })}
              maxLength={40}
              required
              error={errors.name}
            />
            <TextField
              label={t("commerceSettings.nameEn")}
              name="nameEn"
              value={draft.nameEn}
              onChange={(v) => setDraft({ ...draft, nameEn: v })}
              maxLength={40}
              hint={t("commerceSettings.nameEnHint")}
              error={errors.nameEn}
              testId="invoice-name-en"
            />
            <TextField
              label={t("commerceSettings.invoice.note")}
              name="details.description"
              value={draft.description}
              onChange={(v) => setDraft({ ...draft, description: v })}
              maxLength={200}
              className="min-[734px]:col-span-2"
              error={errors["details.description"]}
            />
            <Toggle
              label={t("commerceSettings.open")}
              checked={draft.isOpen}
              onChange={(v) => setDraft({ ...draft, isOpen: v })}
            />
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setDraft(null)} disabled={busy}>
              {t("commerceSettings.cancel")}
            </Button>
            <Button onClick={submit} busy={busy} data-testid="invoice-save">
              {t("commerceSettings.save")}
            </Button>
          </div>
        </Section>
      )}
      <Section>
        {list.length === 0 ? (
          <EmptyState title={t("commerceSettings.invoice.emptyTitle")} body={t("commerceSettings.invoice.emptyBody")} />
        ) : (
          <ul className="divide-y divide-line" data-testid="invoice-list">
            {list.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {m.name}
                    {m.nameEn && <span className="ml-2 text-sm font-normal text-muted">{m.nameEn}</span>}
                  </p>
                  <p className="text-sm text-muted">
                    <Badge tone="brand">{typeLabel(m.type)}</Badge>{" "}
                    {typeof m.details.description === "string" ? m.details.description : ""}
                  </p>
                </div>
                <Toggle
                  label={t("commerceSettings.openNamed", { name: m.name })}
                  hideLabel
                  checked={m.isOpen}
                  onChange={(v) => toggle(m, v)}
                />
                <Button
                  variant="ghost"
                  className="h-9 px-2.5"
                  aria-label={t("commerceSettings.editNamed", { name: m.name })}
                  onClick={() => {
                    setErrors({});
                    setDraft({
                      id: m.id,
                      type: m.type,
                      name: m.name,
                      nameEn: m.nameEn ?? "",
                      description: typeof m.details.description === "string" ? m.details.description : "",
                      isOpen: m.isOpen,
                    });
                  }}
                >
                  <Pencil size={16} aria-hidden />
                </Button>
                <DeleteRowButton name={m.name} onClick={() => setToDelete(m)} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      {toDelete && (
        <ConfirmDialog
          title={t("commerceSettings.invoice.deleteTitle")}
          body={t("commerceSettings.invoice.deleteBody", { name: toDelete.name })}
          confirmLabel={t("commerceSettings.delete")}
          busy={busy}
          onConfirm={remove}
          onCancel={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
