import "../../i18n/commerce";
import { checkoutInfoCreateInput, checkoutInfoPatchInput } from "@functions/commerce/checkoutInfo/schemas";
import {
  type CheckoutInfoView,
  createCheckoutInfo,
  deleteCheckoutInfo,
  listCheckoutInfos,
  updateCheckoutInfo,
} from "@functions/commerce/checkoutInfo/service";
import { addressMapFormFor, takeAddressPick } from "@functions/commerce/ecpay/addressMap";
import { MapPin, Plus, Store } from "lucide-react";
import { useEffect, useState } from "react";
import { data, useNavigation, useSearchParams } from "react-router";
import { FormStatus } from "../../components/FormStatus";
import { AddressEntryForm, type AddressResult } from "../../components/member/AddressEntryForm";
import { SavedEntryCard, SavedListEmpty, SavedListHeader, useSavedMessage } from "../../components/member/SavedEntries";
import { PageMeta } from "../../components/PageMeta";
import { MapRedirectForm } from "../../components/shop/MapRedirectForm";
import { Alert, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { activeUser, rcOf, scopeOf } from "../../lib/context.server";
import { parseForm, runForm } from "../../lib/forms";
import { savedListPost, signedOutResult } from "../../lib/profileWrite.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/info-address";

// /profile/info/address — the member's address book (spec storefront §2 member area): list,
// add / edit with the cascading city → district → postal code fields, set default, delete with a
// confirm, empty state. Same services and rules as /api/user/checkoutInfo.

type Result = AddressResult;

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
  const post = await savedListPost(request, context);
  if (!post) return signedOutResult();
  const { user, scope, v, intent, id, done } = post;
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
      addressMapFormFor(scope, user.id, {
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
  if (intent === "delete" && id) return done((audit) => deleteCheckoutInfo(scope, user.id, id, audit));
  if (intent === "default" && id)
    return done((audit) => updateCheckoutInfo(scope, user.id, id, { isDefault: true }, audit));
  if (intent !== "save") return data({ ok: false, issues: [], intent } satisfies Result, 422);

  const type = v.type === "CVS" ? "CVS" : "HOME";
  const receiver = receiverOf(type, v);
  const makeDefault = v.isDefault === "1";
  if (id) {
    const parsed = parseForm(checkoutInfoPatchInput, { type, receiver, ...(makeDefault ? { isDefault: true } : {}) });
    if (!parsed.ok) return data({ ...parsed.result, intent, id } satisfies Result, 422);
    return done((audit) => updateCheckoutInfo(scope, user.id, id, parsed.data, audit));
  }
  const parsed = parseForm(checkoutInfoCreateInput, { type, receiver, isDefault: makeDefault });
  if (!parsed.ok) return data({ ...parsed.result, intent } satisfies Result, 422);
  return done((audit) => createCheckoutInfo(scope, user.id, parsed.data, audit));
}

/** The entry named by ?edit= ("new" or the id of one of the member's entries), else none. */
function editParam(v: string | null, entries: CheckoutInfoView[]): number | "new" | null {
  if (v === "new") return "new";
  return entries.find((e) => String(e.id) === v)?.id ?? null;
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
  // A successful save or delete closes the form or the confirm.
  useEffect(() => {
    if (result?.ok) setEditing(null);
    else if (refused !== null) setEditing(refused);
  }, [result, refused]);
  useEffect(() => {
    if (picked !== null) setEditing(picked);
  }, [picked]);

  const saved = useSavedMessage("addressBook", result);
  const success = result?.intent === "map" ? undefined : saved;

  return (
    <div className="flex flex-col gap-4" data-testid="address-book">
      <PageMeta title={t("addressBook.title")} storeName={store.storeName} />
      <SavedListHeader title={t("addressBook.title")}>
        {editing === null && (
          <LinkButton to="?edit=new" onClick={open("new")} data-testid="address-add">
            <Plus size={16} aria-hidden /> {t("addressBook.add")}
          </LinkButton>
        )}
      </SavedListHeader>
      {success && <Alert tone="success">{success}</Alert>}
      {pick && <Alert tone="info">{t("addressMap.picked", { name: pick.cvs.storeName })}</Alert>}
      {result?.ok && result.mapForm && <MapRedirectForm form={result.mapForm} />}
      {result && !result.ok && result.intent !== "save" && <FormStatus result={result} />}
      {editing !== null && (
        <AddressEntryForm
          key={String(editing)}
          entry={editing === "new" ? null : (entries.find((e) => e.id === editing) ?? null)}
          result={result}
          busy={busy}
          onCancel={() => setEditing(null)}
          pick={pick}
        />
      )}
      {entries.length === 0 && editing === null ? (
        <SavedListEmpty
          icon={<MapPin size={28} aria-hidden />}
          title={t("addressBook.emptyTitle")}
          body={t("addressBook.emptyBody")}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {entries.map((e) => {
            const r = e.receiver;
            return (
              <li key={e.id}>
                <SavedEntryCard
                  ns="addressBook"
                  testPrefix="address"
                  id={e.id}
                  icon={e.type === "CVS" ? <Store size={20} /> : <MapPin size={20} />}
                  title={
                    <>
                      {r.name} <span className="text-sm font-normal text-muted">{r.phone}</span>
                    </>
                  }
                  detail={
                    e.type === "CVS"
                      ? t("text.aside", {
                          text: `${r.cvs?.chain ?? ""} ${r.cvs?.storeName ?? ""}`,
                          aside: r.cvs?.address ?? "",
                        })
                      : `${r.postalCode ?? ""} ${r.city ?? ""}${r.district ?? ""}${r.address ?? ""}`
                  }
                  isDefault={e.isDefault}
                  confirmText={t("addressBook.deleteConfirm", { name: r.name })}
                  busy={busy}
                  actions={
                    <LinkButton to={`?edit=${e.id}`} variant="secondary" className="h-9" onClick={open(e.id)}>
                      {t("addressBook.edit")}
                    </LinkButton>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
