import type { InvoiceMethodView } from "@functions/commerce/invoice/service";
import { Pencil } from "lucide-react";
import { Section } from "~/components/admin/AdminPage";
import { FilterSelect, TextField } from "~/components/admin/FormBits";
import { Badge } from "~/components/admin/kit/Badge";
import { DeleteRowButton } from "~/components/admin/kit/RowActions";
import { Toggle } from "~/components/admin/Toggle";
import { Button, EmptyState } from "~/components/ui";
import { useT } from "~/i18n";

export type Draft = {
  id: number | null;
  type: string;
  name: string;
  nameEn: string;
  description: string;
  isOpen: boolean;
};

/** The add or edit form of one invoice type. */
export function InvoiceDraftForm({
  draft,
  setDraft,
  freeTypes,
  typeLabel,
  errors,
  busy,
  submit,
}: {
  draft: Draft;
  setDraft: (d: Draft | null) => void;
  /** The types no other method uses yet. */
  freeTypes: readonly string[];
  typeLabel: (type: string) => string;
  errors: Record<string, string>;
  busy: boolean;
  submit: () => void;
}) {
  const t = useT();
  return (
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
  );
}

/** The form's copy of a saved invoice type. */
export const draftOf = (m: InvoiceMethodView): Draft => ({
  id: m.id,
  type: m.type,
  name: m.name,
  nameEn: m.nameEn ?? "",
  description: typeof m.details.description === "string" ? m.details.description : "",
  isOpen: m.isOpen,
});

type RowActions = {
  typeLabel: (type: string) => string;
  toggle: (m: InvoiceMethodView, isOpen: boolean) => void;
};

/** The invoice types, or the empty state. */
export function InvoiceList({
  list,
  edit,
  onDelete,
  ...actions
}: RowActions & {
  list: InvoiceMethodView[];
  edit: (m: InvoiceMethodView) => void;
  onDelete: (m: InvoiceMethodView) => void;
}) {
  const t = useT();
  return (
    <Section>
      {list.length === 0 ? (
        <EmptyState title={t("commerceSettings.invoice.emptyTitle")} body={t("commerceSettings.invoice.emptyBody")} />
      ) : (
        <ul className="divide-y divide-line" data-testid="invoice-list">
          {list.map((m) => (
            <InvoiceRow key={m.id} m={m} {...actions} edit={() => edit(m)} onDelete={() => onDelete(m)} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** One invoice type of the list: name, type, note, open switch, edit and delete. */
function InvoiceRow({
  m,
  typeLabel,
  toggle,
  edit,
  onDelete,
}: RowActions & {
  m: InvoiceMethodView;
  edit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
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
        onClick={edit}
      >
        <Pencil size={16} aria-hidden />
      </Button>
      <DeleteRowButton name={m.name} onClick={onDelete} />
    </li>
  );
}
