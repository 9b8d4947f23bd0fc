import type { InvoiceMethodView } from "@functions/commerce/invoice/service";
import { INVOICE_TYPES } from "@functions/shared/commerce/checkoutValidators";
import { Plus } from "lucide-react";
import { useState } from "react";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { fieldErrors, useFailureText } from "~/components/admin/failureText";
import { flash } from "~/components/admin/flash";
import { SettingsError, SettingsLoading, SettingsPage } from "~/components/admin/kit";
import { Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { type Draft, draftOf, InvoiceDraftForm, InvoiceList } from "./lib/InvoiceParts";

// /admin/settingpage/setting-invoice — the invoice types a shopper may choose at checkout
// (GET, POST /api/admin/invoice; PATCH, DELETE /{id}): list with open switches, add, edit, delete.

const API = "/api/admin/invoice";

export async function clientLoader() {
  return { methods: await adminLoad<InvoiceMethodView[]>(API) };
}

const PAGE_ID = "setting-invoice";
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} kind="table" />;
}
export const ErrorBoundary = SettingsError;

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

  // One type once: adding is off while a draft is open or every type is in the list.
  const addButton = (
    <Button onClick={startNew} disabled={freeTypes.length === 0 || draft !== null} data-testid="invoice-add">
      <Plus size={16} aria-hidden /> {t("commerceSettings.invoice.add")}
    </Button>
  );
  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("commerceSettings.invoice.title")}
      description={t("commerceSettings.invoice.description")}
      crumbs={[t("commerceSettings.settings")]}
      actions={addButton}
    >
      {draft && <InvoiceDraftForm {...{ draft, setDraft, freeTypes, typeLabel, errors, busy, submit }} />}
      <InvoiceList
        list={list}
        typeLabel={typeLabel}
        toggle={toggle}
        edit={(m) => {
          setErrors({});
          setDraft(draftOf(m));
        }}
        onDelete={setToDelete}
      />
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
    </SettingsPage>
  );
}
