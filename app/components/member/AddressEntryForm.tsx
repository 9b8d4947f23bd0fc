import "../../i18n/commerce";
import type { CheckoutInfoView } from "@functions/commerce/checkoutInfo/service";
import type { AddressPick } from "@functions/commerce/ecpay/addressMap";
import type { MapForm } from "@functions/commerce/ecpay/map";
import { CVS_CHAINS } from "@functions/shared/commerce/commerce";
import { Map as MapIcon } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { useT } from "../../i18n";
import type { FormResult } from "../../lib/forms";
import { FieldList, type FieldSpec } from "../FieldList";
import { FormStatus, useFieldError } from "../FormStatus";
import { AddressFields } from "../shop/AddressFields";
import { Button, Card, SelectField } from "../ui";
import { SavedFormButtons } from "./SavedEntries";

// The address book's add / edit form (/profile/info/address): a plain post (intent "save"), so it
// works without JavaScript; home delivery with the cascading city → district fields, or a
// convenience store typed in or chosen on the map ("toMap" carries what was typed there and back).

export type AddressResult = FormResult & { intent?: string; id?: number | null; mapForm?: MapForm };

const WIDE = "min-[734px]:col-span-2";
/** A Taiwan mobile number: the digits keypad, the format shown as the example. */
const TEL: Partial<FieldSpec> = { type: "tel", inputMode: "numeric", placeholder: "0912345678", autoComplete: "tel" };
const CONTACT: FieldSpec[] = [
  { name: "name", label: "addressBook.receiver", autoComplete: "name", required: true },
  { name: "phone", label: "addressBook.phone", ...TEL, required: true },
  { name: "email", label: "addressBook.email", type: "email", autoComplete: "email", className: WIDE },
];
// The store's inputs post flat; the schema (and so the error paths) nest them under cvs.
const CVS: FieldSpec[] = [
  { name: "storeId", label: "addressBook.cvsStoreId", errorPath: "cvs.storeId" },
  { name: "storeName", label: "addressBook.cvsStore", errorPath: "cvs.storeName" },
  { name: "storeAddress", label: "addressBook.cvsAddress", errorPath: "cvs.address" },
];

export function AddressEntryForm({
  entry,
  result,
  busy,
  onCancel,
  pick,
}: {
  pick?: AddressPick | null;
  entry: CheckoutInfoView | null;
  result: AddressResult | undefined;
  busy: boolean;
  onCancel: () => void;
}) {
  const t = useT();
  const fieldError = useFieldError(result);
  const err = (f: string) => fieldError(`receiver.${f}`);
  const [type, setType] = useState<"HOME" | "CVS">(pick ? "CVS" : (entry?.type ?? "HOME"));
  const r = pick
    ? { ...entry?.receiver, name: pick.draft.name, phone: pick.draft.phone, email: pick.draft.email, cvs: pick.cvs }
    : entry?.receiver;
  return (
    <Card className="p-5 min-[734px]:p-6">
      <h3 className="mb-4 text-base font-semibold">{t(entry ? "addressBook.edit" : "addressBook.add")}</h3>
      <Form method="post" noValidate className="grid gap-4 min-[734px]:grid-cols-2" data-testid="address-form">
        <input type="hidden" name="intent" value="save" />
        {entry && <input type="hidden" name="id" value={entry.id} />}
        {result && !result.ok && result.intent === "save" && (
          <div className="min-[734px]:col-span-2">
            <FormStatus result={result} />
          </div>
        )}
        <fieldset className="flex gap-2 min-[734px]:col-span-2">
          <legend className="sr-only">{t("addressBook.title")}</legend>
          {(["HOME", "CVS"] as const).map((x) => (
            <label
              key={x}
              className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm ${type === x ? "border-brand-600 bg-brand-50 text-brand-700" : "border-line"}`}
            >
              <input type="radio" name="type" value={x} checked={type === x} onChange={() => setType(x)} />
              {t(x === "HOME" ? "addressBook.typeHome" : "addressBook.typeCvs")}
            </label>
          ))}
        </fieldset>
        <FieldList fields={CONTACT} err={err} values={r} />
        {type === "HOME" ? (
          <AddressFields
            className="min-[734px]:col-span-2"
            defaultValue={{ city: r?.city, district: r?.district, address: r?.address }}
            errors={{
              city: err("city"),
              district: err("district"),
              postalCode: err("postalCode"),
              address: err("address"),
            }}
          />
        ) : (
          <>
            <SelectField
              label={t("addressBook.cvsChain")}
              name="chain"
              defaultValue={r?.cvs?.chain}
              error={err("cvs.chain")}
            >
              {CVS_CHAINS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <FieldList fields={CVS} err={err} values={{ ...r?.cvs, storeAddress: r?.cvs?.address }} />
            <Button
              type="submit"
              name="toMap"
              value="1"
              formNoValidate
              variant="secondary"
              className="min-[734px]:col-span-2"
              data-testid="address-map-pick"
            >
              <MapIcon size={16} aria-hidden /> {t("addressMap.choose")}
            </Button>
          </>
        )}
        {!entry?.isDefault && (
          <label className="flex items-center gap-2 text-sm min-[734px]:col-span-2">
            <input
              type="checkbox"
              name="isDefault"
              value="1"
              className="h-4 w-4"
              defaultChecked={pick?.draft.isDefault}
            />
            {t("addressBook.makeDefault")}
          </label>
        )}
        <SavedFormButtons ns="addressBook" busy={busy} onCancel={onCancel} saveTestId="address-save" />
      </Form>
    </Card>
  );
}
