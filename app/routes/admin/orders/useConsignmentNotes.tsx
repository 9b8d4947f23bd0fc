import { NOTE_SIZES, type NoteSize } from "@functions/commerce/shippingNotes/schemas";
import type { NoteDocument } from "@functions/commerce/shippingNotes/service";
import { Printer } from "lucide-react";
import { useRef, useState } from "react";
import { adminSend, failureKey } from "~/components/admin/adminApi";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { ChoiceField } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";

const API = "/api/admin/shipping/consignmentNote";
type Result = { shippingHtml: string; documents: NoteDocument[] };

/**
 * "Print consignment notes" for the selected orders: asks for the paper, then POSTs
 * /api/admin/shipping/consignmentNote and offers one button per document it answers (ECPay's print
 * page per chain, our own page for the rest). Each button submits its form from `shippingHtml` to a
 * new tab, inside the click, so no pop-up blocker stands in the way.
 */
export function useConsignmentNotes() {
  const t = useT();
  const [ids, setIds] = useState<number[] | null>(null);
  const [size, setSize] = useState<NoteSize>("A4");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const forms = useRef<HTMLDivElement>(null);
  const close = () => {
    setIds(null);
    setResult(null);
  };

  async function prepare() {
    if (!ids) return;
    setBusy(true);
    const r = await adminSend<Result>("POST", API, { orderIds: ids, size });
    setBusy(false);
    if (r.ok) setResult(r.data);
    else {
      close();
      flash.error(t(failureKey(r)));
    }
  }
  const submit = (i: number) => forms.current?.querySelector<HTMLFormElement>(`form[data-document="${i}"]`)?.submit();

  const dialog = ids && (
    <ConfirmDialog
      tone="brand"
      title={t("notes.admin.title")}
      body={result ? t("notes.admin.ready") : t("notes.admin.body", { n: ids.length })}
      confirmLabel={result ? t("notes.admin.done") : t("notes.admin.prepare")}
      busy={busy}
      onConfirm={result ? close : () => void prepare()}
      onCancel={close}
      testId="consignment-dialog"
    >
      {result ? (
        <>
          <div ref={forms} hidden dangerouslySetInnerHTML={{ __html: result.shippingHtml }} />
          <ul className="flex flex-col gap-2">
            {result.documents.map((d, i) => (
              <li key={`${d.provider}-${d.api ?? ""}`}>
                <Button
                  type="button"
                  variant="secondary"
                  className="w-full justify-start"
                  onClick={() => submit(i)}
                  data-testid={`consignment-doc-${i}`}
                >
                  <Printer size={16} aria-hidden />{" "}
                  {t(d.provider === "ECPAY" ? "notes.admin.viaEcpay" : "notes.admin.viaOwn", {
                    n: d.orderNumbers.length,
                  })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ChoiceField
          label={t("notes.admin.size")}
          name="size"
          value={size}
          onChange={setSize}
          options={NOTE_SIZES.map((s) => ({ value: s, label: t(`notes.admin.size.${s}`) }))}
        />
      )}
    </ConfirmDialog>
  );
  return { open: (orderIds: number[]) => orderIds.length && setIds(orderIds), dialog };
}
