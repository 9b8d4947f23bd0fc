import { useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { useSaveFailure } from "~/components/admin/failureText";
import { flash } from "~/components/admin/flash";
import {
  DateField,
  SettingsError,
  SettingsLoading,
  SettingsPage,
  UnsavedChangesGuard,
  useEditForm,
} from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import { RichTextArea } from "~/components/admin/RichTextArea";
import { Prose } from "~/components/shop/Prose";
import { Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { formatTaipei, taipeiInputToIso } from "~/lib/taipeiTime";

// /admin/store-product-subscription-contract — the subscription terms shown at checkout when the
// cart holds a subscription (GET, POST /api/admin/product/subscriptionContract). Versions are never
// edited: a change publishes the next version, effective now or at a later time.

const API = "/api/admin/product/subscriptionContract";
const PAGE_ID = "store-product-subscription-contract";
type Version = { id: number; version: number; content: string; effectiveAt: string; createdBy: string };
type Contracts = { current: Version | null; versions: Version[] };

export async function clientLoader() {
  return { contracts: await adminLoad<Contracts>(API) };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

export default function SubscriptionContract({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const [data, setData] = useState(loaderData.contracts);
  const blank = { content: data.current?.content ?? "", effectiveAt: "" };
  const form = useEditForm(blank);
  const onFail = useSaveFailure(form);
  const [busy, setBusy] = useState(false);
  const stateOf = (v: Version) =>
    v.id === data.current?.id ? "inForce" : Date.parse(v.effectiveAt) > Date.now() ? "scheduled" : "past";

  async function publish() {
    const effectiveAt = form.values.effectiveAt ? taipeiInputToIso(form.values.effectiveAt) : new Date().toISOString();
    if (!effectiveAt) return form.setErrors({ effectiveAt: "validation.datetime" });
    setBusy(true);
    const r = await adminSend<Version>("POST", API, { content: form.values.content, effectiveAt });
    setBusy(false);
    if (!r.ok) return onFail(r);
    const next = await adminLoad<Contracts>(API);
    setData(next);
    form.reset({ content: next.current?.content ?? r.data.content, effectiveAt: "" });
    flash.success(t("adminSettings.saved"));
  }

  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("adminSettings.contract.title")}
      description={t("adminSettings.contract.description")}
      crumbs={[t("adminSettings.products")]}
    >
      <Section id="contract-current" title={t("adminSettings.contract.current")}>
        {data.current ? (
          <div data-testid="contract-current" data-version={data.current.version}>
            <p className="mb-3 text-sm text-muted">
              {t("adminSettings.contract.version", { version: data.current.version })} ·{" "}
              {t("adminSettings.contract.effective", {
                date: formatTaipei(data.current.effectiveAt, locale),
                by: data.current.createdBy,
              })}
            </p>
            <div className="max-h-72 overflow-y-auto rounded-lg bg-surface p-3 text-sm">
              <Prose html={data.current.content} />
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted">{t("adminSettings.contract.none")}</p>
        )}
      </Section>
      <Section id="contract-new" title={t("adminSettings.contract.new")}>
        <div className="flex flex-col gap-4">
          <RichTextArea
            label={t("adminSettings.contract.content")}
            name="content"
            value={form.values.content}
            onChange={(x) => form.set("content", x)}
            error={form.error("content")}
            rows={12}
            testId="contract-content"
          />
          <DateField
            kind="datetime-local"
            label={t("adminSettings.contract.effectiveAt")}
            name="effectiveAt"
            value={form.values.effectiveAt}
            onChange={(x) => form.set("effectiveAt", x)}
            error={form.error("effectiveAt")}
            hint={t("adminSettings.contract.effectiveAtHint")}
            testId="contract-effective"
          />
          <div>
            <Button onClick={publish} busy={busy} disabled={!form.dirty} data-testid="contract-publish">
              {t("adminSettings.contract.publish")}
            </Button>
          </div>
        </div>
      </Section>
      {data.versions.length > 0 && (
        <Section id="contract-history" title={t("adminSettings.contract.history")}>
          <ul className="flex flex-col divide-y divide-line" data-testid="contract-versions">
            {data.versions.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                <span className="font-medium">{t("adminSettings.contract.version", { version: v.version })}</span>
                <span className="text-muted">
                  {t("adminSettings.contract.effective", {
                    date: formatTaipei(v.effectiveAt, locale),
                    by: v.createdBy,
                  })}
                </span>
                <Badge tone={stateOf(v) === "inForce" ? "success" : stateOf(v) === "scheduled" ? "brand" : "neutral"}>
                  {t(`adminSettings.contract.${stateOf(v)}`)}
                </Badge>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <UnsavedChangesGuard when={form.dirty && !busy} />
    </SettingsPage>
  );
}
