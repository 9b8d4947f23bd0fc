import { type ReactNode, useState } from "react";
import { Form } from "react-router";
import { useT } from "../../i18n";
import type { FormResult } from "../../lib/forms";
import { Button, Card, EmptyState } from "../ui";

// The member area's lists of saved things (address book, saved cards): each entry with its
// default badge, "set default" and delete-with-confirm as plain posts (intent + id), so they
// work before hydration; the add/edit form's buttons; the title row and the empty state.

/** The messages' area: both have default, setDefault, delete, deleteYes, cancel, save and the results. */
type Words = "addressBook" | "cards";

/** The "done" message of a successful post (delete, default, or else a save). */
export function useSavedMessage(ns: Words, result: (FormResult & { intent?: string }) | undefined) {
  const t = useT();
  if (!result?.ok) return undefined;
  return t(
    result.intent === "delete" ? `${ns}.deleted` : result.intent === "default" ? `${ns}.defaultSet` : `${ns}.saved`,
  );
}

export function SavedListHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

export function SavedListEmpty({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <Card>
      <EmptyState icon={icon} title={title} body={body} />
    </Card>
  );
}

/** Cancel and Save under an add/edit form. */
export function SavedFormButtons({
  ns,
  busy,
  onCancel,
  saveTestId,
}: {
  ns: Words;
  busy: boolean;
  onCancel: () => void;
  saveTestId: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2 min-[734px]:col-span-2">
      <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
        {t(`${ns}.cancel`)}
      </Button>
      <Button type="submit" busy={busy} data-testid={saveTestId}>
        {t(`${ns}.save`)}
      </Button>
    </div>
  );
}

/** One saved entry. Test ids: `${testPrefix}-entry`, `-default`, `-delete`, `-delete-yes`. */
export function SavedEntryCard({
  ns,
  testPrefix,
  id,
  icon,
  title,
  detail,
  isDefault,
  confirmText,
  busy,
  actions,
}: {
  ns: Words;
  testPrefix: string;
  id: number;
  icon: ReactNode;
  title: ReactNode;
  detail: ReactNode;
  isDefault: boolean;
  /** The delete confirm's question. */
  confirmText: string;
  busy: boolean;
  /** More buttons before Delete (an Edit link). */
  actions?: ReactNode;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const target = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
  return (
    <Card
      className="flex flex-col gap-3 p-4 min-[734px]:flex-row min-[734px]:items-start"
      data-testid={`${testPrefix}-entry`}
    >
      <span className="mt-0.5 text-muted" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {title}
          {isDefault && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{t(`${ns}.default`)}</span>
          )}
        </p>
        <p className="mt-1 text-sm text-muted">{detail}</p>
      </div>
      {confirming ? (
        <Form method="post" className="flex flex-wrap items-center gap-2" role="alert">
          {target("delete")}
          <span className="text-sm">{confirmText}</span>
          <Button type="submit" variant="danger" busy={busy} className="h-9" data-testid={`${testPrefix}-delete-yes`}>
            {t(`${ns}.deleteYes`)}
          </Button>
          <Button type="button" variant="secondary" className="h-9" onClick={() => setConfirming(false)}>
            {t(`${ns}.cancel`)}
          </Button>
        </Form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {!isDefault && (
            <Form method="post">
              {target("default")}
              <Button type="submit" variant="ghost" className="h-9" data-testid={`${testPrefix}-default`}>
                {t(`${ns}.setDefault`)}
              </Button>
            </Form>
          )}
          {actions}
          <Button
            variant="ghost"
            className="h-9 text-danger"
            onClick={() => setConfirming(true)}
            data-testid={`${testPrefix}-delete`}
          >
            {t(`${ns}.delete`)}
          </Button>
        </div>
      )}
    </Card>
  );
}
