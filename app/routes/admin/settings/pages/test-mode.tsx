import { Copy, ExternalLink } from "lucide-react";
import { useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { useSaveFailure } from "~/components/admin/failureText";
import { flash } from "~/components/admin/flash";
import { DateField, SettingsError, SettingsLoading, SettingsPage, useEditForm } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import { Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { formatTaipei, isoToTaipeiInput, taipeiInputToIso } from "~/lib/taipeiTime";

// /admin/settingpage/setting-test-mode — the test-mode window (GET/PATCH /api/admin/setting/testMode)
// and its preview link. The preview rules themselves are functions/shared/storeSettings/preview.ts (spec §4).

const API = "/api/admin/setting/testMode";
const PAGE_ID = "setting-test-mode";
type TestMode = { testModeTime: string | null; testModeActive: boolean; previewLink: string | null };

export async function clientLoader() {
  return { mode: await adminLoad<TestMode>(API) };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

/** A day from now, on the hour: the window a first test usually needs. */
const suggestedEnd = () =>
  isoToTaipeiInput(new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000).toISOString());

export default function TestModeSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const [mode, setMode] = useState(loaderData.mode);
  const form = useEditForm({ until: isoToTaipeiInput(mode.testModeTime) || suggestedEnd() });
  const onFail = useSaveFailure(form);
  const [busy, setBusy] = useState(false);

  async function send(testModeTime: string | null) {
    setBusy(true);
    const r = await adminSend<TestMode>("PATCH", API, { testModeTime });
    setBusy(false);
    if (!r.ok) {
      // The API names the field testModeTime; the form calls it until.
      onFail({ ...r, issues: r.issues.map((i) => (i.path === "testModeTime" ? { ...i, path: "until" } : i)) });
      return;
    }
    setMode(r.data);
    form.reset({ until: isoToTaipeiInput(r.data.testModeTime) || suggestedEnd() });
    flash.success(t(r.data.testModeActive ? "adminSettings.saved" : "adminSettings.testMode.ended"));
  }
  function start() {
    const iso = taipeiInputToIso(form.values.until);
    if (!iso) {
      form.setErrors({ until: "validation.datetime" });
      return;
    }
    void send(iso);
  }
  async function copy() {
    if (!mode.previewLink) return;
    await navigator.clipboard?.writeText(mode.previewLink).catch(() => undefined);
    flash.info(t("adminSettings.testMode.copied"));
  }

  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("adminSettings.testMode.title")}
      description={t("adminSettings.testMode.description")}
      crumbs={[t("adminSettings.settings")]}
    >
      <Section
        id="test-mode"
        title={t("adminSettings.testMode.status")}
        actions={
          <Badge tone={mode.testModeActive ? "warning" : "neutral"}>
            <span data-testid="test-mode-status">
              {mode.testModeActive && mode.testModeTime
                ? t("adminSettings.testMode.on", { time: formatTaipei(mode.testModeTime, locale) })
                : t("adminSettings.testMode.off")}
            </span>
          </Badge>
        }
      >
        <div className="flex flex-col gap-4">
          <DateField
            kind="datetime-local"
            label={t("adminSettings.testMode.until")}
            name="until"
            value={form.values.until}
            onChange={(x) => form.set("until", x)}
            error={form.error("until")}
            hint={t("adminSettings.testMode.untilHint")}
            testId="test-mode-until"
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={start} busy={busy} data-testid="test-mode-start">
              {t("adminSettings.testMode.start")}
            </Button>
            {mode.testModeActive && (
              <Button variant="secondary" onClick={() => send(null)} disabled={busy} data-testid="test-mode-end">
                {t("adminSettings.testMode.end")}
              </Button>
            )}
          </div>
        </div>
      </Section>
      {mode.previewLink && (
        <Section id="test-mode-link" title={t("adminSettings.testMode.link")}>
          <div className="flex flex-col gap-3">
            <code className="block rounded-lg bg-surface p-3 text-xs break-all" data-testid="test-mode-link">
              {mode.previewLink}
            </code>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={copy}>
                <Copy size={16} aria-hidden /> {t("adminSettings.testMode.copy")}
              </Button>
              <a
                href={mode.previewLink}
                target="_blank"
                rel="noopener"
                className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-surface"
              >
                <ExternalLink size={16} aria-hidden /> {t("adminSettings.testMode.open")}
              </a>
            </div>
          </div>
        </Section>
      )}
    </SettingsPage>
  );
}
