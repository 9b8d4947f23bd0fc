import "./i18n";
import type { CvsChain, ReceiverJson } from "@functions/shared/commerce";
import { MapPin, Store } from "lucide-react";
import { Link } from "react-router";
import { useT } from "~/i18n";
import { Field } from "../../ui";
import { AddressFields, type AddressValue } from "../AddressFields";
import {
  CURRENT,
  type CvsStore,
  F,
  NEW_RECEIVER,
  NO_STORE,
  PICKED_STORE,
  type ReceiverSources,
  storeKeysFor,
} from "./form";
import { Choice, Hint, Section } from "./parts";

type Err = (path: string) => string | undefined;
export type Contact = { name: string; phone: string; email: string };

/** Where the receiver is: a delivery address or a convenience store, per the chosen method. */
export type ReceiverKind = { pickup: false } | { pickup: true; chain: CvsChain | null; mapHref: string | null };

function HomeSummary({ r }: { r: ReceiverJson }) {
  return (
    <>
      <span className="font-medium">
        {r.name} · {r.phone}
      </span>
      <Hint>
        {r.postalCode} {r.city}
        {r.district}
        {r.address}
      </Hint>
    </>
  );
}

function StoreSummary({ s }: { s: CvsStore }) {
  const t = useT();
  return (
    <>
      <span className="font-medium" data-testid="pickup-store-name">
        {t(`checkoutPage.chain.${s.chain}`)} {s.storeName}
      </span>
      <Hint>{t("checkoutPage.pickup.storeId", { id: s.storeId })}</Hint>
      <Hint>{s.address}</Hint>
    </>
  );
}

const Badge = ({ children }: { children: string }) => (
  <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">{children}</span>
);

export function ReceiverSection({
  kind,
  src,
  defaultKeys,
  receiverId,
  onReceiverId,
  cvsChoice,
  onCvsChoice,
  address,
  onAddress,
  contact,
  allowSave,
  saveDefault,
  err,
  messages,
}: {
  kind: ReceiverKind | null;
  src: ReceiverSources;
  /** Keys of the address book's default entries (badged). */
  defaultKeys: ReadonlySet<string>;
  receiverId: string;
  onReceiverId: (key: string) => void;
  cvsChoice: string;
  onCvsChoice: (key: string) => void;
  address: AddressValue;
  onAddress: (a: AddressValue) => void;
  /** Prefilled name / mobile / email of a typed receiver (or of the pickup person). */
  contact: Contact;
  allowSave: boolean;
  saveDefault: boolean;
  err: Err;
  messages: string[];
}) {
  const t = useT();
  const label = (key: string) =>
    key === CURRENT ? (
      <Badge>{t("checkoutPage.receiver.current")}</Badge>
    ) : defaultKeys.has(key) ? (
      <Badge>{t("checkoutPage.receiver.default")}</Badge>
    ) : null;

  if (!kind) {
    return (
      <Section id="receiver" title={t("checkoutPage.section.receiver")} messages={messages}>
        <p className="text-muted">{t("checkoutPage.receiver.chooseShipping")}</p>
      </Section>
    );
  }

  if (kind.pickup) {
    const keys = storeKeysFor(kind.chain, src);
    return (
      <Section id="receiver" title={t("checkoutPage.section.receiver")} messages={messages}>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">{t("checkoutPage.pickup.store")}</span>
          {keys.length === 0 ? (
            <>
              <input type="hidden" name={F.cvsChoice} value={NO_STORE} />
              <p className="text-muted" data-testid="pickup-none">
                {t("checkoutPage.pickup.none")}
              </p>
            </>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">{t("checkoutPage.pickup.store")}</legend>
              {keys.map((k) => {
                const s = src.stores.get(k) as CvsStore;
                return (
                  <Choice
                    key={k}
                    name={F.cvsChoice}
                    value={k}
                    checked={cvsChoice === k}
                    onChange={() => onCvsChoice(k)}
                    testId="pickup-store"
                  >
                    <span className="flex items-center">
                      <Store size={16} aria-hidden className="mr-1.5 text-brand-600" />
                      {k === PICKED_STORE ? <Badge>{t("checkoutPage.pickup.picked")}</Badge> : label(k)}
                    </span>
                    <StoreSummary s={s} />
                  </Choice>
                );
              })}
            </fieldset>
          )}
          {kind.mapHref ? (
            <Link
              to={kind.mapHref}
              reloadDocument
              className="inline-flex h-11 items-center justify-center gap-2 self-start rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface"
              data-testid="pickup-choose"
            >
              <MapPin size={18} aria-hidden />
              {keys.length ? t("checkoutPage.pickup.change") : t("checkoutPage.pickup.choose")}
            </Link>
          ) : (
            <Hint>{t("checkoutPage.pickup.noMap")}</Hint>
          )}
        </div>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <Field
            key={`name-${cvsChoice}`}
            label={t("checkoutPage.pickup.name")}
            name={F.name}
            defaultValue={contact.name}
            autoComplete="name"
            maxLength={20}
            hint={t("checkoutPage.pickup.nameHint")}
            error={err(F.name)}
            data-testid="receiver-name"
          />
          <Field
            key={`phone-${cvsChoice}`}
            label={t("checkoutPage.pickup.phone")}
            name={F.phone}
            type="tel"
            inputMode="numeric"
            defaultValue={contact.phone}
            autoComplete="tel"
            maxLength={10}
            hint={t("checkoutPage.pickup.phoneHint")}
            error={err(F.phone)}
            data-testid="receiver-phone"
          />
        </div>
        {allowSave && cvsChoice === PICKED_STORE && <SaveBox defaultChecked={saveDefault} />}
      </Section>
    );
  }

  const homes = [...src.homes];
  const typed = homes.length === 0 || receiverId === NEW_RECEIVER;
  return (
    <Section id="receiver" title={t("checkoutPage.section.receiver")} messages={messages}>
      <div className="group/rcv flex flex-col gap-4">
        {homes.length > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t("checkoutPage.receiver.book")}</legend>
            {homes.map(([k, r]) => (
              <Choice
                key={k}
                name={F.receiverId}
                value={k}
                checked={receiverId === k}
                onChange={() => onReceiverId(k)}
                testId="receiver-option"
              >
                <span className="flex items-center">{label(k)}</span>
                <HomeSummary r={r} />
              </Choice>
            ))}
            <Choice
              name={F.receiverId}
              value={NEW_RECEIVER}
              checked={receiverId === NEW_RECEIVER}
              onChange={() => onReceiverId(NEW_RECEIVER)}
              testId="receiver-new"
            >
              <span className="font-medium">{t("checkoutPage.receiver.new")}</span>
            </Choice>
          </fieldset>
        )}
        {/* Without a script, the typed fields show whenever "new" is checked (CSS :has). */}
        <div
          className={
            homes.length === 0
              ? "grid gap-4"
              : typed
                ? "grid gap-4"
                : "hidden gap-4 group-has-[input[value=new]:checked]/rcv:grid"
          }
          data-testid="receiver-fields"
        >
          <div className="grid gap-4 min-[734px]:grid-cols-2">
            <Field
              label={t("checkoutPage.receiver.name")}
              name={F.name}
              defaultValue={contact.name}
              autoComplete="name"
              maxLength={60}
              error={err(F.name)}
              data-testid="receiver-name"
            />
            <Field
              label={t("checkoutPage.receiver.phone")}
              name={F.phone}
              type="tel"
              inputMode="numeric"
              defaultValue={contact.phone}
              autoComplete="tel"
              maxLength={10}
              error={err(F.phone)}
              data-testid="receiver-phone"
            />
          </div>
          <Field
            label={t("checkoutPage.receiver.email")}
            name={F.email}
            type="email"
            defaultValue={contact.email}
            autoComplete="email"
            maxLength={254}
            error={err(F.email)}
          />
          <AddressFields
            value={address}
            onChange={onAddress}
            namePrefix="receiver."
            required={false}
            errors={{
              city: err(F.city),
              district: err(F.district),
              postalCode: err(F.postalCode),
              address: err(F.address),
            }}
          />
          {allowSave && <SaveBox defaultChecked={saveDefault} />}
        </div>
      </div>
    </Section>
  );
}

function SaveBox({ defaultChecked }: { defaultChecked: boolean }) {
  const t = useT();
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-[15px]">
      <input
        type="checkbox"
        name={F.save}
        value="1"
        defaultChecked={defaultChecked}
        className="h-4 w-4 accent-brand-600"
        data-testid="receiver-save"
      />
      {t("checkoutPage.receiver.save")}
    </label>
  );
}
