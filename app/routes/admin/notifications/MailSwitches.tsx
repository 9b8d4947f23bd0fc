import { MAILED_TYPES } from "@functions/shared/highlights/notifications";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { SettingsSection } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { Button, SelectField } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { API, typeLabel } from "./lib";

// The mail switches of /admin/notification-settings: each acts at once (POST or DELETE of one
// switch), so they sit outside the page's save bar.

export type TypeSwitch = { id: number; type: string };
export type ObjectSwitch = { id: number; type: string; objectId: number };

export function MailTypeSwitches({ switches }: { switches: readonly TypeSwitch[] }) {
  const t = useT();
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  async function flip(type: string, on: boolean) {
    setBusy(type);
    const row = switches.find((s) => s.type === type);
    const r = on
      ? await adminSend("POST", API.typeSwitches, { type })
      : row
        ? await adminSend("DELETE", `${API.typeSwitches}/${row.id}`)
        : { ok: true as const, data: null };
    setBusy(null);
    if (r.ok) flash.success(t("noticeSettings.switchSaved"));
    else flash.error(t("noticeSettings.failed"));
    await revalidate();
  }
  return (
    <SettingsSection id="notice-mail" title={t("noticeSettings.mailTitle")} description={t("noticeSettings.mailHint")}>
      {MAILED_TYPES.map((type) => (
        <Toggle
          key={type}
          label={t("noticeSettings.mailOn", { type: typeLabel(type, locale) })}
          checked={switches.some((s) => s.type === type)}
          disabled={busy !== null}
          onChange={(on) => void flip(type, on)}
          testId={`mail-switch-${type}`}
        />
      ))}
    </SettingsSection>
  );
}

export function MutedObjects({ rows }: { rows: readonly ObjectSwitch[] }) {
  const t = useT();
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const [type, setType] = useState<string>(MAILED_TYPES[0]);
  const [objectId, setObjectId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function send(method: "POST" | "DELETE", path: string, body?: unknown) {
    setBusy(true);
    const r = await adminSend(method, path, body);
    setBusy(false);
    if (!r.ok) {
      const issue = r.issues.find((i) => i.path === "objectId");
      setError(issue ? t(issue.message) : undefined);
      flash.error(t("noticeSettings.failed"));
      return;
    }
    setError(undefined);
    setObjectId(null);
    flash.success(t("noticeSettings.switchSaved"));
    await revalidate();
  }
  return (
    <SettingsSection
      id="notice-muted"
      title={t("noticeSettings.mutedTitle")}
      description={t("noticeSettings.mutedHint")}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted" data-testid="muted-empty">
          {t("noticeSettings.mutedEmpty")}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" data-testid="muted-list">
          {rows.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>{t("noticeSettings.mutedRow", { type: typeLabel(r.type, locale), id: r.objectId })}</span>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void send("DELETE", `${API.objectSwitches}/${r.id}`)}
              >
                {t("noticeSettings.mutedRemove")}
                <span className="sr-only">
                  {" "}
                  {t("noticeSettings.mutedRow", { type: typeLabel(r.type, locale), id: r.objectId })}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 min-[734px]:grid-cols-[1fr_1fr_auto] min-[734px]:items-end">
        <SelectField
          label={t("noticeSettings.mutedType")}
          name="mutedType"
          value={type}
          onChange={(e) => setType(e.target.value)}
        >
          {MAILED_TYPES.map((m) => (
            <option key={m} value={m}>
              {typeLabel(m, locale)}
            </option>
          ))}
        </SelectField>
        <NumberField
          label={t("noticeSettings.mutedObject")}
          name="mutedObject"
          value={objectId}
          onChange={setObjectId}
          min={1}
          error={error}
          testId="muted-object"
        />
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void send("POST", API.objectSwitches, { type, objectId })}
          data-testid="muted-add"
        >
          {t("noticeSettings.mutedAdd")}
        </Button>
      </div>
    </SettingsSection>
  );
}
