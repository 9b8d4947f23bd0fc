import type { Bank } from "@functions/commerce/payment/settingsBanks";
import { KeyRound } from "lucide-react";
import { Section } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { FilterSelect, TextField } from "~/components/admin/FormBits";
import { issueText } from "~/components/admin/failureText";
import { Badge, SettingsError, SettingsLoading, SettingsPage, useEditForm } from "~/components/admin/kit";
import { Toggle } from "~/components/admin/Toggle";
import { useLocale, useT } from "~/i18n";

// /admin/settingpage/setting-payment — which payment methods the store takes and their public
// details (GET/PUT /api/admin/payments). Provider secrets are Worker secrets: the page only says
// whether they are set.

const API = "/api/admin/payments";
type Details = Record<string, string | number | undefined>;
type Method = {
  method: string;
  isOpen: boolean;
  sort: number;
  details: Details;
  secrets: { name: string; isSet: boolean }[];
};

export async function clientLoader() {
  const [methods, banks] = await Promise.all([adminLoad<Method[]>(API), adminLoad<Bank[]>("/api/payment/banks")]);
  return { methods, banks };
}

const PAGE_ID = "setting-payment";
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

/** The detail fields each method's form shows (text fields unless noted). */
const FIELDS: Record<string, { key: string; max: number; numeric?: boolean }[]> = {
  TRANSFER: [
    { key: "branch", max: 40 },
    { key: "accountName", max: 60 },
    { key: "accountNumber", max: 16, numeric: true },
  ],
  CREDIT_CARD: [
    { key: "appId", max: 12, numeric: true },
    { key: "appKey", max: 100 },
    { key: "merchantId", max: 64 },
  ],
  LINE_PAY: [{ key: "channelId", max: 10, numeric: true }],
  TRANSFER_VIRTUAL: [{ key: "prefix", max: 8, numeric: true }],
  CASH_ON_DELIVERY: [],
};

type Values = { methods: Method[] };
const bodyOf = ({ methods }: Values) => ({
  methods: methods.map((m) => ({
    method: m.method,
    isOpen: m.isOpen,
    sort: m.sort,
    details: Object.fromEntries(
      // Names derived on save (bank name from the code, the providers' copy of the branch) stay out.
      Object.entries(m.details).filter(
        ([k, v]) => v !== undefined && v !== "" && k !== "bankName" && k !== "branchName",
      ),
    ),
  })),
});

export default function PaymentSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const form = useEditForm<Values>(
    { methods: loaderData.methods },
    { dirtyOf: bodyOf, whole: { api: API, method: "PUT", toBody: bodyOf, message: "commerceSettings.saved" } },
  );
  const list = form.values.methods;
  const setList = (f: (l: Method[]) => Method[]) => form.set("methods", f(list));
  const update = (i: number, patch: Partial<Method>) =>
    setList((l) => l.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const setDetail = (i: number, key: string, value: string | number | undefined) =>
    setList((l) => l.map((m, j) => (j === i ? { ...m, details: { ...m.details, [key]: value } } : m)));
  const err = (i: number, key: string) => {
    const m = form.errors[`methods.${i}.details.${key}`];
    return m ? issueText(locale, m) : undefined;
  };

  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("commerceSettings.payment.title")}
      description={t("commerceSettings.payment.description")}
      crumbs={[t("commerceSettings.settings")]}
      save={{
        form,
        onSave: () => void form.saveWhole<Method[]>((data) => ({ methods: data })),
        testId: "payment-save",
        discardLabel: t("commerceSettings.discard"),
      }}
    >
      {list.map((m, i) => (
        <Section
          key={m.method}
          id={`payment-${m.method}`}
          title={t(`commerceSettings.payment.method.${m.method}`)}
          description={t(`commerceSettings.payment.hint.${m.method}`)}
          actions={
            <Toggle
              label={t("commerceSettings.open")}
              checked={m.isOpen}
              onChange={(v) => update(i, { isOpen: v })}
              testId={`payment-open-${m.method}`}
            />
          }
        >
          <div className="grid gap-4 min-[734px]:grid-cols-2">
            {(m.method === "TRANSFER" || m.method === "TRANSFER_VIRTUAL") && (
              <div className="flex flex-col gap-1.5" data-field={`methods.${i}.details.bankCode`}>
                <span className="text-sm font-medium text-ink">{t("commerceSettings.payment.field.bankCode")}</span>
                <FilterSelect
                  label={t("commerceSettings.payment.field.bankCode")}
                  value={String(m.details.bankCode ?? "")}
                  onChange={(v) => setDetail(i, "bankCode", v || undefined)}
                  options={[
                    { value: "", label: t("commerceSettings.choose") },
                    ...loaderData.banks.map((b) => ({ value: b.code, label: `${b.code} ${b.name}` })),
                  ]}
                />
                {err(i, "bankCode") && <p className="text-sm text-danger">{err(i, "bankCode")}</p>}
              </div>
            )}
            {(FIELDS[m.method] ?? []).map((f) => (
              <TextField
                key={f.key}
                label={t(`commerceSettings.payment.field.${f.key}`)}
                name={`methods.${i}.details.${f.key}`}
                value={String(m.details[f.key] ?? "")}
                onChange={(v) => setDetail(i, f.key, v)}
                maxLength={f.max}
                inputMode={f.numeric ? "numeric" : undefined}
                autoComplete="off"
                error={err(i, f.key)}
                testId={`payment-${m.method}-${f.key}`}
              />
            ))}
          </div>
          {m.secrets.length > 0 && (
            <ul className="mt-4 flex flex-col gap-2 rounded-lg bg-surface p-3 text-sm">
              {m.secrets.map((s) => (
                <li key={s.name} className="flex flex-wrap items-center gap-2">
                  <KeyRound size={14} aria-hidden />
                  <code className="font-mono text-xs">{s.name}</code>
                  <Badge tone={s.isSet ? "success" : "warning"}>
                    {t(s.isSet ? "commerceSettings.payment.secretSet" : "commerceSettings.payment.secretMissing")}
                  </Badge>
                </li>
              ))}
              <li className="text-muted">{t("commerceSettings.payment.secretHint")}</li>
            </ul>
          )}
        </Section>
      ))}
    </SettingsPage>
  );
}
