import "../../i18n/commerce";
import { Map as MapIcon, MapPin, Plus, Store } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, useNavigation, useSearchParams } from "react-router";
import { checkoutInfoCreateInput, checkoutInfoPatchInput } from "../../../functions/checkoutInfo/schemas";
import {
  type CheckoutInfoView,
  createCheckoutInfo,
  deleteCheckoutInfo,
  listCheckoutInfos,
  updateCheckoutInfo,
} from "../../../functions/checkoutInfo/service";
import { type AddressPick, addressMapFormFor, takeAddressPick } from "../../../functions/ecpay/addressMap";
import type { MapForm } from "../../../functions/ecpay/map";
import { CVS_CHAINS } from "../../../functions/shared/commerce";
import { FormStatus, useFieldError } from "../../components/FormStatus";
import { PageMeta } from "../../components/PageMeta";
import { AddressFields } from "../../components/shop/AddressFields";
import { MapRedirectForm } from "../../components/shop/MapRedirectForm";
import { Alert, Button, Card, EmptyState, Field, LinkButton, SelectField } from "../../components/ui";
import { useT } from "../../i18n";
import { activeUser, rcOf, scopeOf } from "../../lib/context.server";
import { type FormResult, formValues, parseForm, runForm } from "../../lib/forms";
import { profileWriter } from "../../lib/profileWrite.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/info-address";

// /profile/info/address — the member's address book (spec storefront §2 member area): list,
// add / edit with the cascading city → district → postal code fields, set default, delete with a
// confirm, empty state. Same services and rules as /api/user/checkoutInfo.

type Result = FormResult & { intent?: string; id?: number | null; mapForm?: MapForm };

export async function loader({ context }: Route.LoaderArgs) {
  const s = activeUser(context);
  // A store just chosen on the convenience-store map (/user-address-list-redirect) reopens its form.
  const [entries, pick] = s
    ? await Promise.all([listCheckoutInfos(scopeOf(context), s.user.id), takeAddressPick(rcOf(context))])
    : [[], null];
  return { entries, pick };
}

/** The posted fields as the API's receiver of that type. */
function receiverOf(type: string, v: Record<string, string>) {
  const base = { name: v.name ?? "", phone: v.phone ?? "", ...(v.email ? { email: v.email } : {}) };
  if (type === "CVS") {
    return {
      ...base,
      cvs: {
        chain: v.chain ?? "",
        storeId: v.storeId ?? "",
        storeName: v.storeName ?? "",
        address: v.storeAddress ?? "",
      },
    };
  }
  return {
    ...base,
    city: v.city ?? "",
    district: v.district ?? "",
    postalCode: v.postalCode || undefined,
    address: v.address ?? "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const s = activeUser(context);
  if (!s) return data({ ok: false, issues: [], code: 400029 } satisfies Result, 200);
  const scope = scopeOf(context);
  const v = await formValues(request);
  const intent = v.intent ?? "";
  const id = /^\d{1,15}$/.test(v.id ?? "") ? Number(v.id) : null;
  const audited = profileWriter(request, context);
  const done = async (fn: () => Promise<unknown>) => {
    const out = await runForm(() => audited(fn));
    return out.ok
      ? ({ ok: true, intent, id } satisfies Result)
      : data({ ...out.result, intent, id } satisfies Result, out.result.ok ? 200 : 422);
  };
  if (v.toMap === "1") {
    // "Choose the store on the map": what was typed travels in the signed map state.
    const draft = {
      entryId: id,
      name: v.name ?? "",
      phone: v.phone ?? "",
      email: v.email ?? "",
      isDefault: v.isDefault === "1",
    };
    const out = await runForm(() =>
      addressMapFormFor(scope, s.user.id, {
        page: "address",
        chain: v.chain ?? "",
        draft,
        origin: rcOf(context).origin,
      }),
    );
    return out.ok
      ? ({ ok: true, intent: "map", id, mapForm: out.value } satisfies Result)
      : data({ ...out.result, intent: "save", id } satisfies Result, 422);
  }
  if (intent === "delete" && id) return done(() => deleteCheckoutInfo(scope, s.user.id, id));
  if (intent === "default" && id) return done(() => updateCheckoutInfo(scope, s.user.id, id, { isDefault: true }));
  if (intent !== "save") return data({ ok: false, issues: [], intent } satisfies Result, 422);

  const type = v.type === "CVS" ? "CVS" : "HOME";
  const receiver = receiverOf(type, v);
  const makeDefault = v.isDefault === "1";
  if (id) {
    const parsed = parseForm(checkoutInfoPatchInput, { type, receiver, ...(makeDefault ? { isDefault: true } : {}) });
    if (!parsed.ok) return data({ ...parsed.result, intent, id } satisfies Result, 422);
    return done(() => updateCheckoutInfo(scope, s.user.id, id, parsed.data));
  }
  const parsed = parseForm(checkoutInfoCreateInput, { type, receiver, isDefault: makeDefault });
  if (!parsed.ok) return data({ ...parsed.result, intent } satisfies Result, 422);
  return done(() => createCheckoutInfo(scope, s.user.id, parsed.data));
}

/** The entry named by ?edit= ("new" or the id of one of the member's entries), else none. */
function editParam(v: string | null, entries: CheckoutInfoView[]): number | "new" | null {
  if (v === "new") return "new";
  return entries.find((e) => String(e.id) === v)?.id ?? null;
}

function EntryForm({
  entry,
  result,
  busy,
  onCancel,
  pick,
}: {
  pick?: AddressPick | null;
  entry: CheckoutInfoView | null;
  result: Result | undefined;
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
        <Field
          label={t("addressBook.receiver")}
          name="name"
          defaultValue={r?.name}
          autoComplete="name"
          required
          error={err("name")}
        />
        <Field
          label={t("addressBook.phone")}
          name="phone"
          type="tel"
          inputMode="numeric"
          placeholder="0912345678"
          defaultValue={r?.phone}
          autoComplete="tel"
          required
          error={err("phone")}
        />
        <Field
          label={t("addressBook.email")}
          name="email"
          type="email"
          defaultValue={r?.email}
          autoComplete="email"
          className="min-[734px]:col-span-2"
          error={err("email")}
        />
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
            <Field
              label={t("addressBook.cvsStoreId")}
              name="storeId"
              defaultValue={r?.cvs?.storeId}
              error={err("cvs.storeId")}
            />
            <Field
              label={t("addressBook.cvsStore")}
              name="storeName"
              defaultValue={r?.cvs?.storeName}
              error={err("cvs.storeName")}
            />
            <Field
              label={t("addressBook.cvsAddress")}
              name="storeAddress"
              defaultValue={r?.cvs?.address}
              error={err("cvs.address")}
            />
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
        <div className="flex flex-wrap justify-end gap-2 min-[734px]:col-span-2">
          <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
            {t("addressBook.cancel")}
          </Button>
          <Button type="submit" busy={busy} data-testid="address-save">
            {t("addressBook.save")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

export default function InfoAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  const nav = useNavigation();
  const busy = nav.state === "submitting";
  const result = actionData as Result | undefined;
  const entries = loaderData.entries;
  // A refused save reopens its form (also without JavaScript, where the page is rendered anew).
  const refused = result && !result.ok && result.intent === "save" ? (result.id ?? "new") : null;
  // Add and Edit are links too (?edit=new, ?edit=<id>): the server then renders the form, which
  // works before hydration and without JavaScript; after hydration they only open it in place.
  // A store picked on the map reopens the form it was picked for.
  const [params] = useSearchParams();
  const asked = editParam(params.get("edit"), entries);
  const pick = loaderData.pick;
  const picked = pick ? (pick.draft.entryId ?? "new") : null;
  const [editing, setEditing] = useState<number | "new" | null>(refused ?? picked ?? (result?.ok ? null : asked));
  const open = (to: number | "new" | null) => (e: { preventDefault: () => void }) => {
    e.preventDefault();
    setEditing(to);
  };
  const [confirming, setConfirming] = useState<number | null>(null);

  // A successful save or delete closes the form or the confirm.
  useEffect(() => {
    if (result?.ok) {
      setEditing(null);
      setConfirming(null);
    } else if (refused !== null) setEditing(refused);
  }, [result, refused]);
  useEffect(() => {
    if (picked !== null) setEditing(picked);
  }, [picked]);

  const success =
    result?.ok && result.intent !== "map"
      ? t(
          result.intent === "delete"
            ? "addressBook.deleted"
            : result.intent === "default"
              ? "addressBook.defaultSet"
              : "addressBook.saved",
        )
      : undefined;

  return (
    <div className="flex flex-col gap-4" data-testid="address-book">
      <PageMeta title={t("addressBook.title")} storeName={store.storeName} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t("addressBook.title")}</h2>
        {editing === null && (
          <LinkButton to="?edit=new" onClick={open("new")} data-testid="address-add">
            <Plus size={16} aria-hidden /> {t("addressBook.add")}
          </LinkButton>
        )}
      </div>
      {success && <Alert tone="success">{success}</Alert>}
      {pick && <Alert tone="info">{t("addressMap.picked", { name: pick.cvs.storeName })}</Alert>}
      {result?.ok && result.mapForm && <MapRedirectForm form={result.mapForm} />}
      {result && !result.ok && result.intent !== "save" && <FormStatus result={result} />}
      {editing !== null && (
        <EntryForm
          key={String(editing)}
          entry={editing === "new" ? null : (entries.find((e) => e.id === editing) ?? null)}
          result={result}
          busy={busy}
          onCancel={() => setEditing(null)}
          pick={pick}
        />
      )}
      {entries.length === 0 && editing === null ? (
        <Card>
          <EmptyState
            icon={<MapPin size={28} aria-hidden />}
            title={t("addressBook.emptyTitle")}
            body={t("addressBook.emptyBody")}
          />
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {entries.map((e) => {
            const r = e.receiver;
            return (
              <li key={e.id}>
                <Card
                  className="flex flex-col gap-3 p-4 min-[734px]:flex-row min-[734px]:items-start"
                  data-testid="address-entry"
                >
                  <span className="mt-0.5 text-muted" aria-hidden>
                    {e.type === "CVS" ? <Store size={20} /> : <MapPin size={20} />}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {r.name} <span className="text-sm font-normal text-muted">{r.phone}</span>
                      {e.isDefault && (
                        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                          {t("addressBook.default")}
                        </span>
                      )}
                    </p>
                    <p className="mt-1 text-sm text-muted">
                      {e.type === "CVS"
                        ? `${r.cvs?.chain ?? ""} ${r.cvs?.storeName ?? ""}（${r.cvs?.address ?? ""}）`
                        : `${r.postalCode ?? ""} ${r.city ?? ""}${r.district ?? ""}${r.address ?? ""}`}
                    </p>
                  </div>
                  {confirming === e.id ? (
                    <Form method="post" className="flex flex-wrap items-center gap-2" role="alert">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={e.id} />
                      <span className="text-sm">{t("addressBook.deleteConfirm", { name: r.name })}</span>
                      <Button
                        type="submit"
                        variant="danger"
                        busy={busy}
                        className="h-9"
                        data-testid="address-delete-yes"
                      >
                        {t("addressBook.deleteYes")}
                      </Button>
                      <Button type="button" variant="secondary" className="h-9" onClick={() => setConfirming(null)}>
                        {t("addressBook.cancel")}
                      </Button>
                    </Form>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      {!e.isDefault && (
                        <Form method="post">
                          <input type="hidden" name="intent" value="default" />
                          <input type="hidden" name="id" value={e.id} />
                          <Button type="submit" variant="ghost" className="h-9">
                            {t("addressBook.setDefault")}
                          </Button>
                        </Form>
                      )}
                      <LinkButton to={`?edit=${e.id}`} variant="secondary" className="h-9" onClick={open(e.id)}>
                        {t("addressBook.edit")}
                      </LinkButton>
                      <Button variant="ghost" className="h-9 text-danger" onClick={() => setConfirming(e.id)}>
                        {t("addressBook.delete")}
                      </Button>
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
