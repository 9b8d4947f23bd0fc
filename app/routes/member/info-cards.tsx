import "../../i18n/areas/cards";
import {
  addSavedCard,
  cardEntryOf,
  deleteSavedCard,
  listSavedCards,
  setDefaultCard,
} from "@functions/people/cards/service";
import { cardInput, MAX_SAVED_CARDS, type SavedCardView } from "@functions/shared/people/cards";
import { toFieldIssues } from "@functions/shared/validators";
import { CreditCard, Plus } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { FieldList, type FieldSpec } from "../../components/FieldList";
import { FormStatus, useFieldError } from "../../components/FormStatus";
import {
  SavedEntryCard,
  SavedFormButtons,
  SavedListEmpty,
  SavedListHeader,
  useSavedMessage,
} from "../../components/member/SavedEntries";
import { PageMeta } from "../../components/PageMeta";
import { Alert, Button, Card } from "../../components/ui";
import { useT } from "../../i18n";
import { activeUser, scopeOf } from "../../lib/context.server";
import { type FormResult, parseForm } from "../../lib/forms";
import { savedListPost, signedOutResult } from "../../lib/profileWrite.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/info-cards";

// /profile/info/cards — the member's saved credit cards (spec storefront §2 member area, §5 card
// rule): list, add (a 1 NT$ authorisation, voided), set default, delete with a confirm. The test
// vault takes the card through this page's action, which hands it to the vault and keeps only
// the vault's token, last four digits, brand and expiry; the number and code are never stored,
// logged or sent back to the page.

type Result = FormResult & { intent?: string };

export async function loader({ context }: Route.LoaderArgs) {
  const s = activeUser(context);
  const scope = scopeOf(context);
  return {
    cards: s ? await listSavedCards(scope, s.user.id) : [],
    entry: cardEntryOf(scope),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await savedListPost(request, context);
  if (!post) return signedOutResult();
  const { user, scope, v, intent, id, done } = post;
  if (intent === "delete" && id) return done((audit) => deleteSavedCard(scope, user.id, id, audit));
  if (intent === "default" && id) return done((audit) => setDefaultCard(scope, user.id, id, audit));
  if (intent !== "add") return data({ ok: false, issues: [], intent } satisfies Result, 422);
  const parsed = parseForm(cardInput, {
    holder: v.holder ?? "",
    number: v.number ?? "",
    expiry: v.expiry ?? "",
    cvc: v.cvc ?? "",
    isDefault: v.isDefault === "1",
  });
  if (!parsed.ok) return data({ ...parsed.result, intent } satisfies Result, 422);
  const card = parsed.data;
  return done((audit) => addSavedCard(scope, user, { kind: "raw", card }, card.isDefault === true, audit));
}

const WIDE = "min-[734px]:col-span-2";
/** A card's digits: the numeric keypad, and as many characters as the schema allows with spaces or a slash. */
const digits = (name: string, autoComplete: string, maxLength: number, more?: Partial<FieldSpec>): FieldSpec => ({
  name,
  label: `cards.${name}`,
  inputMode: "numeric",
  autoComplete,
  maxLength,
  required: true,
  ...more,
});
const CARD_FIELDS: FieldSpec[] = [
  { name: "holder", label: "cards.holder", autoComplete: "cc-name", required: true, className: WIDE },
  digits("number", "cc-number", 23, { placeholder: "1234 5678 9012 3456", className: WIDE }),
  digits("expiry", "cc-exp", 7, { placeholder: "MM/YY" }),
  digits("cvc", "cc-csc", 4, { hint: "cards.cvcHint" }),
];

function AddCardForm({ result, busy, onCancel }: { result: Result | undefined; busy: boolean; onCancel: () => void }) {
  const t = useT();
  const [clientIssues, setClientIssues] = useState<Result | undefined>(undefined);
  const shown = clientIssues ?? (result?.intent === "add" ? result : undefined);
  const err = useFieldError(shown);
  // The same rule as the action (functions/shared/people/cards.ts), before the card leaves the browser.
  const check = (e: FormEvent<HTMLFormElement>) => {
    const f = new FormData(e.currentTarget);
    const r = cardInput.safeParse({
      holder: String(f.get("holder") ?? ""),
      number: String(f.get("number") ?? ""),
      expiry: String(f.get("expiry") ?? ""),
      cvc: String(f.get("cvc") ?? ""),
    });
    if (r.success) setClientIssues(undefined);
    else {
      e.preventDefault();
      setClientIssues({ ok: false, issues: toFieldIssues(r.error), intent: "add" });
    }
  };
  const declined = shown && !shown.ok && shown.code === 400042;
  return (
    <Card className="p-5 min-[734px]:p-6">
      <h3 className="mb-4 text-base font-semibold">{t("cards.add")}</h3>
      <Form
        method="post"
        noValidate
        onSubmit={check}
        className="grid gap-4 min-[734px]:grid-cols-2"
        data-testid="card-form"
        autoComplete="on"
      >
        <input type="hidden" name="intent" value="add" />
        {shown && !shown.ok && (
          <div className="min-[734px]:col-span-2" data-testid="card-error">
            {declined ? (
              <Alert tone="error">{t("cards.addFailed", { reason: shown.message ?? String(shown.code) })}</Alert>
            ) : shown.issues.some((i) => i.path === "_") ? (
              <Alert tone="error">{t("cards.full", { n: MAX_SAVED_CARDS })}</Alert>
            ) : (
              <FormStatus result={shown} />
            )}
          </div>
        )}
        <FieldList fields={CARD_FIELDS} err={err} />
        <label className="flex items-center gap-2 text-sm min-[734px]:col-span-2">
          <input type="checkbox" name="isDefault" value="1" className="h-4 w-4" />
          {t("cards.makeDefault")}
        </label>
        <p className="text-sm text-muted min-[734px]:col-span-2">{t("cards.authNote")}</p>
        <SavedFormButtons ns="cards" busy={busy} onCancel={onCancel} saveTestId="card-save" />
      </Form>
    </Card>
  );
}

function CardRow({ card, busy }: { card: SavedCardView; busy: boolean }) {
  const t = useT();
  const brand = card.brand === "OTHER" ? t("cards.brand.OTHER") : card.brand;
  return (
    <SavedEntryCard
      ns="cards"
      testPrefix="card"
      id={card.id}
      icon={<CreditCard size={22} />}
      title={
        <span>
          {brand} •••• <span className="tabular-nums">{card.last4}</span>
        </span>
      }
      detail={
        <>
          {card.holder && `${card.holder} · `}
          {t("cards.expires", { month: String(card.expMonth).padStart(2, "0"), year: String(card.expYear).slice(-2) })}
        </>
      }
      isDefault={card.isDefault}
      confirmText={t("cards.deleteConfirm", { last4: card.last4 })}
      busy={busy}
    />
  );
}

export default function InfoCards({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  const nav = useNavigation();
  const busy = nav.state === "submitting";
  const result = actionData as Result | undefined;
  const { cards, entry } = loaderData;
  // A refused card reopens its form (also without JavaScript, where the page is rendered anew).
  const refused = !!result && !result.ok && result.intent === "add";
  const [adding, setAdding] = useState(refused);
  useEffect(() => {
    if (result?.ok) setAdding(false);
    else if (refused) setAdding(true);
  }, [result, refused]);
  const success = useSavedMessage("cards", result);

  return (
    <div className="flex flex-col gap-4" data-testid="saved-cards">
      <PageMeta title={t("cards.title")} storeName={store.storeName} />
      <SavedListHeader title={t("cards.title")}>
        {!adding && entry === "TEST" && (
          <Button onClick={() => setAdding(true)} data-testid="card-add">
            <Plus size={16} aria-hidden /> {t("cards.add")}
          </Button>
        )}
      </SavedListHeader>
      {success && <Alert tone="success">{success}</Alert>}
      {result && !result.ok && result.intent !== "add" && <FormStatus result={result} />}
      {entry === "TEST" && <p className="text-sm text-muted">{t("cards.testNote")}</p>}
      {entry !== "TEST" && <Alert tone="info">{t("cards.entryUnavailable")}</Alert>}
      {adding && entry === "TEST" && <AddCardForm result={result} busy={busy} onCancel={() => setAdding(false)} />}
      {cards.length === 0 && !adding ? (
        <SavedListEmpty
          icon={<CreditCard size={28} aria-hidden />}
          title={t("cards.emptyTitle")}
          body={t("cards.emptyBody")}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {cards.map((c) => (
            <li key={c.id}>
              <CardRow card={c} busy={busy} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
