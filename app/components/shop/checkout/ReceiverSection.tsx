import "./i18n";
import type { CvsChain, ReceiverJson } from "@functions/shared/commerce/commerce";
import { MapPin, Store } from "lucide-react";
import type { ReactNode } from "react";
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

type ReceiverProps = {
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
};

/** The badge of a keyed receiver: the subscription's current one, or the address book's default. */
function KeyBadge({ k, defaultKeys }: { k: string; defaultKeys: ReadonlySet<string> }) {
  const t = useT();
  return k === CURRENT ? (
    <Badge>{t("checkoutPage.receiver.current")}</Badge>
  ) : defaultKeys.has(k) ? (
    <Badge>{t("checkoutPage.receiver.default")}</Badge>
  ) : null;
}

/** One keyed receiver (a saved address or store) offered as a radio row. */
function KeyedChoice({
  name,
  k,
  selected,
  onPick,
  testId,
  children,
}: {
  name: string;
  k: string;
  selected: string;
  onPick: (key: string) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Choice name={name} value={k} checked={selected === k} onChange={() => onPick(k)} testId={testId}>
      {children}
    </Choice>
  );
}

/** Keyed receivers offered as radio rows, each its badge line over its summary. */
function KeyedChoices({
  keys,
  badge,
  summary,
  ...choice
}: {
  keys: readonly string[];
  name: string;
  selected: string;
  onPick: (key: string) => void;
  testId: string;
  badge: (k: string) => ReactNode;
  summary: (k: string) => ReactNode;
}) {
  return keys.map((k) => (
    <KeyedChoice key={k} k={k} {...choice}>
      <span className="flex items-center">{badge(k)}</span>
      {summary(k)}
    </KeyedChoice>
  ));
}

/** The receiver's name and mobile, side by side (the pickup person's or the typed receiver's). */
function NamePhoneFields({
  contact,
  err,
  labels,
  nameMaxLength,
  hints,
  remountKey,
}: {
  contact: Contact;
  err: Err;
  labels: { name: string; phone: string };
  nameMaxLength: number;
  hints?: { name: string; phone: string };
  /** Refills the fields when it changes (another pickup store brings its own person). */
  remountKey?: string;
}) {
  return (
    <div className="grid gap-4 min-[734px]:grid-cols-2">
      <Field
        key={remountKey === undefined ? undefined : `name-${remountKey}`}
        label={labels.name}
        name={F.name}
        defaultValue={contact.name}
        autoComplete="name"
        maxLength={nameMaxLength}
        hint={hints?.name}
        error={err(F.name)}
        data-testid="receiver-name"
      />
      <Field
        key={remountKey === undefined ? undefined : `phone-${remountKey}`}
        label={labels.phone}
        name={F.phone}
        type="tel"
        inputMode="numeric"
        defaultValue={contact.phone}
        autoComplete="tel"
        maxLength={10}
        hint={hints?.phone}
        error={err(F.phone)}
        data-testid="receiver-phone"
      />
    </div>
  );
}

export function ReceiverSection(props: ReceiverProps) {
  const t = useT();
  const { kind, messages } = props;
  return (
    <Section id="receiver" title={t("checkoutPage.section.receiver")} messages={messages}>
      {!kind ? (
        <p className="text-muted">{t("checkoutPage.receiver.chooseShipping")}</p>
      ) : kind.pickup ? (
        <PickupReceiver {...props} chain={kind.chain} mapHref={kind.mapHref} />
      ) : (
        <HomeReceiver {...props} />
      )}
    </Section>
  );
}

function PickupReceiver({
  chain,
  mapHref,
  src,
  defaultKeys,
  cvsChoice,
  onCvsChoice,
  contact,
  allowSave,
  saveDefault,
  err,
}: ReceiverProps & { chain: CvsChain | null; mapHref: string | null }) {
  const t = useT();
  const keys = storeKeysFor(chain, src);
  return (
    <>
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
            <KeyedChoices
              keys={keys}
              name={F.cvsChoice}
              selected={cvsChoice}
              onPick={onCvsChoice}
              testId="pickup-store"
              badge={(k) => (
                <>
                  <Store size={16} aria-hidden className="mr-1.5 text-brand-600" />
                  {k === PICKED_STORE ? (
                    <Badge>{t("checkoutPage.pickup.picked")}</Badge>
                  ) : (
                    <KeyBadge k={k} defaultKeys={defaultKeys} />
                  )}
                </>
              )}
              summary={(k) => <StoreSummary s={src.stores.get(k) as CvsStore} />}
            />
          </fieldset>
        )}
        {mapHref ? (
          <Link
            to={mapHref}
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
      <NamePhoneFields
        contact={contact}
        err={err}
        labels={{ name: t("checkoutPage.pickup.name"), phone: t("checkoutPage.pickup.phone") }}
        nameMaxLength={20}
        hints={{ name: t("checkoutPage.pickup.nameHint"), phone: t("checkoutPage.pickup.phoneHint") }}
        remountKey={cvsChoice}
      />
      {allowSave && cvsChoice === PICKED_STORE && <SaveBox defaultChecked={saveDefault} />}
    </>
  );
}

function HomeReceiver({
  src,
  defaultKeys,
  receiverId,
  onReceiverId,
  address,
  onAddress,
  contact,
  allowSave,
  saveDefault,
  err,
}: ReceiverProps) {
  const t = useT();
  const homes = [...src.homes];
  const typed = homes.length === 0 || receiverId === NEW_RECEIVER;
  return (
    <div className="group/rcv flex flex-col gap-4">
      {homes.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("checkoutPage.receiver.book")}</legend>
          <KeyedChoices
            keys={homes.map(([k]) => k)}
            name={F.receiverId}
            selected={receiverId}
            onPick={onReceiverId}
            testId="receiver-option"
            badge={(k) => <KeyBadge k={k} defaultKeys={defaultKeys} />}
            summary={(k) => <HomeSummary r={src.homes.get(k) as ReceiverJson} />}
          />
          <KeyedChoice
            name={F.receiverId}
            k={NEW_RECEIVER}
            selected={receiverId}
            onPick={onReceiverId}
            testId="receiver-new"
          >
            <span className="font-medium">{t("checkoutPage.receiver.new")}</span>
          </KeyedChoice>
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
        <NamePhoneFields
          contact={contact}
          err={err}
          labels={{ name: t("checkoutPage.receiver.name"), phone: t("checkoutPage.receiver.phone") }}
          nameMaxLength={60}
        />
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
