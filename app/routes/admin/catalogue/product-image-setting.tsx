import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { SettingsPage, SettingsSection, useEditForm } from "~/components/admin/kit";
import { Alert, cx } from "~/components/ui";
import { useT } from "~/i18n";
import { PATHS } from "./lib/api";

// /admin/store-setting-product — how product images look in the store (spec back-office §2.2
// "product image setting"; §9 "product image 1:1 or 1.5"). Stored in the store's personal
// settings through the style API (GET/PATCH /api/admin/setting/style):
// - productImageRatio SQUARE (1:1, the default) | PORTRAIT (1:1.5; the 300x450… variants) — only
//   offered once the style API knows the key (its GET answers it); until then the page says so.
// - imageBorderType RADIUS1-3, imageShadowType NO_SHADOW | SHADOW, productDetailMobilePictureStyle
//   FULL_SCREEN | SPACE_LARGE | SPACE_MEDIUM: existing personal-setting keys.

type Style = Record<string, unknown>;
const RATIOS = ["SQUARE", "PORTRAIT"] as const;
const BORDERS = ["RADIUS1", "RADIUS2", "RADIUS3"] as const;
const SHADOWS = ["NO_SHADOW", "SHADOW"] as const;
const MOBILE = ["FULL_SCREEN", "SPACE_LARGE", "SPACE_MEDIUM"] as const;
const RADIUS_PX: Record<string, number> = { RADIUS1: 0, RADIUS2: 8, RADIUS3: 16 };

export async function clientLoader() {
  return { style: await adminLoad<Style>(PATHS.style) };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

function Choices<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  art,
  label,
  disabled,
  error,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly V[];
  onChange: (v: V) => void;
  art: (v: V) => React.ReactNode;
  label: (v: V) => string;
  disabled?: boolean;
  /** The style API's word on this key after a refused save. */
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 min-[734px]:grid-cols-3">
        {options.map((o) => (
          <label
            key={o}
            className={cx(
              "flex cursor-pointer flex-col items-center gap-2 rounded-xl border p-3 text-center text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
              value === o ? "border-brand-600 bg-brand-50 font-medium text-brand-700" : "border-line hover:bg-surface",
              disabled && "cursor-not-allowed opacity-60",
            )}
          >
            <input
              type="radio"
              name={name}
              value={o}
              checked={value === o}
              onChange={() => onChange(o)}
              className="sr-only"
            />
            <span aria-hidden className="flex h-24 items-center justify-center">
              {art(o)}
            </span>
            {label(o)}
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-danger">{error}</p>}
    </fieldset>
  );
}

export default function ProductImageSetting({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { style } = loaderData;
  const ratioSupported = "productImageRatio" in style;
  const pick = <T extends readonly string[]>(list: T, v: unknown, d: T[number]): T[number] =>
    list.includes(v as string) ? (v as T[number]) : d;
  const form = useEditForm({
    productImageRatio: pick(RATIOS, style.productImageRatio, "SQUARE"),
    imageBorderType: pick(BORDERS, style.imageBorderType, "RADIUS1"),
    imageShadowType: pick(SHADOWS, style.imageShadowType, "NO_SHADOW"),
    productDetailMobilePictureStyle: pick(MOBILE, style.productDetailMobilePictureStyle, "FULL_SCREEN"),
  });
  const { values: v, set } = form;
  async function save() {
    const { productImageRatio, ...rest } = v;
    const body = ratioSupported ? { ...rest, productImageRatio } : rest;
    form.setSaving(true);
    const r = await adminSend<Style>("PATCH", PATHS.style, body);
    form.setSaving(false);
    if (!r.ok) return form.fail(r);
    flash.success(t("adminUi.saved"));
    form.reset(v);
  }

  const box = (w: number, h: number, o: { radius?: number; shadow?: boolean } = {}) => (
    <span
      className={cx("block bg-gradient-to-br from-brand-100 to-brand-500/60", o.shadow && "shadow-lg")}
      style={{ width: w, height: h, borderRadius: o.radius ?? 6 }}
    />
  );
  const mobileArt = (o: (typeof MOBILE)[number]) => (
    <span className="flex h-24 w-14 flex-col gap-1 rounded-md border border-line bg-white p-1">
      <span
        className={cx(
          "block h-12 bg-brand-500/50",
          o === "FULL_SCREEN" ? "-mx-1 -mt-1" : o === "SPACE_LARGE" ? "mx-1.5 rounded" : "mx-0.5 rounded",
        )}
      />
      <span className="block h-1.5 w-8 rounded bg-line" />
      <span className="block h-1.5 w-10 rounded bg-line" />
    </span>
  );
  // One chooser per key: its options, the picture of each and the message prefix of its labels.
  const look = [
    {
      key: "imageBorderType",
      legend: "img.border",
      options: BORDERS,
      art: (o: string) => box(64, 64, { radius: RADIUS_PX[o] }),
    },
    {
      key: "imageShadowType",
      legend: "img.shadow",
      options: SHADOWS,
      art: (o: string) => box(64, 64, { shadow: o === "SHADOW", radius: RADIUS_PX[v.imageBorderType] }),
    },
    {
      key: "productDetailMobilePictureStyle",
      legend: "img.mobileDetail",
      label: "img.mobile",
      options: MOBILE,
      art: mobileArt,
    },
  ] as const;
  return (
    <SettingsPage
      pageId="store-setting-product"
      title={t("img.title")}
      description={t("img.hint")}
      crumbs={[t("adminSettings.products")]}
      save={{
        form,
        onSave: () => void save(),
        testId: "img-save",
      }}
    >
      <Section title={t("img.ratio")} description={t("img.ratioHint")}>
        {!ratioSupported && (
          <div className="mb-3">
            <Alert tone="info">{t("img.ratioUnavailable")}</Alert>
          </div>
        )}
        <Choices
          legend={t("img.ratio")}
          {...form.field("productImageRatio")}
          options={RATIOS}
          art={(o) => (o === "SQUARE" ? box(64, 64) : box(56, 84))}
          label={(o) => t(`img.ratio.${o}`)}
          disabled={!ratioSupported}
        />
      </Section>
      <SettingsSection id="img-look" title={t("img.look")}>
        {look.map((c) => (
          <Choices<string>
            key={c.key}
            legend={t(c.legend)}
            name={c.key}
            value={v[c.key]}
            options={c.options}
            onChange={(x) => set(c.key, x as never)}
            error={form.error(c.key)}
            art={c.art as (o: string) => React.ReactNode}
            label={(o) => t(`${"label" in c ? c.label : c.legend}.${o}` as Parameters<typeof t>[0])}
          />
        ))}
      </SettingsSection>
    </SettingsPage>
  );
}
