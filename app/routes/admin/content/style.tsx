import { Monitor, RotateCcw, Smartphone } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { MenuItem } from "../../../../functions/content/menu";
import { PERSONAL_SETTING_OPTIONS, ROW_QUANTITY, stylePatchInput } from "../../../../functions/content/style";
import { isBranchType } from "../../../../functions/shared/constants";
import { toFieldIssues } from "../../../../functions/shared/validators";
import { DEFAULT_PERSONAL_SETTINGS, type PersonalSettings } from "../../../../functions/stores/defaults";
import { AdminPage, AdminRouteError, AdminSkeleton, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import { CONTENT_API, issueText, useSaveFailure } from "../../../components/admin/content/api";
import type { PreviewDevice } from "../../../components/admin/content/BannerPreview";
import { ChoiceCards } from "../../../components/admin/content/ChoiceCards";
import { StylePreview } from "../../../components/admin/content/StylePreview";
import { flash } from "../../../components/admin/flash";
import { Toggle } from "../../../components/admin/Toggle";
import { UnsavedChangesGuard, useAdminForm } from "../../../components/admin/useAdminForm";
import { Alert, Button, cx } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";
import { useRoot } from "../../../lib/useRoot";

// /admin/settingpage/setting-style — the store's personal (theme) settings (spec storefront §3,
// back-office §3 "Personal settings"): every key with its choices, a live preview, and one save
// that sends only what changed (PATCH /api/admin/setting/style).

export async function clientLoader() {
  const [style, menu] = await Promise.all([
    adminLoad<PersonalSettings>(CONTENT_API.style),
    adminLoad<{ items: MenuItem[] }>(CONTENT_API.menu).catch((e) => {
      if (e instanceof Response) throw e;
      return { items: [] as MenuItem[] };
    }),
  ]);
  return { style: { ...DEFAULT_PERSONAL_SETTINGS, ...style } as PersonalSettings, menu: menu.items ?? [] };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see banner-edit.tsx).
const PAGE_ID = "style-settings";
export function HydrateFallback() {
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton kind="form" />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

type Key = keyof PersonalSettings;
type EnumKey = keyof typeof PERSONAL_SETTING_OPTIONS;
type Item =
  | { kind: "enum"; key: EnumKey; columns?: 2 | 3 | 4 }
  | { kind: "bool"; key: Key }
  | { kind: "rows"; key: "productListRowQuantity" };
type Group = { id: string; items: Item[]; headStoreOnly?: boolean };

const e = (key: EnumKey, columns?: 2 | 3 | 4): Item => ({ kind: "enum", key, columns });
const b = (key: Key): Item => ({ kind: "bool", key });

const GROUPS: Group[] = [
  { id: "images", items: [e("imageBorderType"), e("imageShadowType", 2)] },
  { id: "logo", items: [e("logoSize"), e("logoPosition", 2), e("logoSizeMobile"), e("logoPositionMobile")] },
  {
    id: "menu",
    items: [
      e("menuType", 2),
      e("menuPosition", 2),
      e("scrollMenuType", 2),
      b("isShowHomeMenu"),
      b("isShowMenuGray"),
      b("isShowMenuUnderline"),
    ],
  },
  {
    id: "banner",
    items: [
      e("pictureBannerStyle"),
      e("pictureBannerStyleMobile"),
      e("bannerUpDownGap", 4),
      b("pictureBannerIsShowNext"),
      b("pictureBannerIsShowPreview"),
    ],
  },
  {
    id: "productBlock",
    items: [
      b("productBannerIsShowTitle"),
      b("productBannerIsShowContent"),
      b("productBannerIsShowSeeMoreButton"),
      b("ifHighlightProduct"),
    ],
  },
  {
    id: "productList",
    items: [
      { kind: "rows", key: "productListRowQuantity" },
      e("productImageRatio", 2),
      e("productPriceFontSize"),
      e("productSpecialPriceHighlightStyle"),
      e("productPaymentPlanStyle"),
    ],
  },
  {
    id: "productDetail",
    items: [e("productDetailLayout", 2), e("productDetailMobilePictureStyle"), e("productDetailRelatedProductStyle")],
  },
  { id: "branch", headStoreOnly: true, items: [e("branchNameRemindType"), b("ifBranchCanCustomizeLogo")] },
];

const RADIUS_ART: Record<string, string> = { RADIUS1: "rounded-sm", RADIUS2: "rounded-lg", RADIUS3: "rounded-2xl" };
const BANNER_ART: Record<string, number> = { FULL_SCREEN: 1, SPACE_LARGE: 1.4, SPACE_MEDIUM: 1.1 };

/** A small drawing for the choices where a picture says more than a word. */
function art(key: EnumKey, value: string): ReactNode {
  const box = "block h-7 w-9 bg-brand-500/70";
  switch (key) {
    case "imageBorderType":
      return <span className={cx(box, RADIUS_ART[value])} />;
    case "imageShadowType":
      return <span className={cx(box, "rounded-md", value === "SHADOW" && "shadow-lg shadow-black/40")} />;
    case "logoSize":
    case "logoSizeMobile": {
      const s = { SMALL: "h-3 w-3", MEDIUM: "h-5 w-5", LARGE: "h-7 w-7" }[value] ?? "h-5 w-5";
      return <span className={cx("block rounded bg-brand-600", s)} />;
    }
    case "logoPosition":
    case "logoPositionMobile": {
      const between = value === "CENTER_BETWEEN";
      return (
        <span className={cx("flex w-16 items-center gap-1", value === "LEFT" ? "justify-start" : "justify-center")}>
          {between && <span className="mr-auto h-1 w-2.5 rounded bg-ink/40" />}
          <span className="h-3 w-3 rounded-sm bg-brand-600" />
          {between && <span className="ml-auto h-1 w-2.5 rounded bg-ink/40" />}
        </span>
      );
    }
    case "menuPosition":
      return value === "BELOW_LOGO" ? (
        <span className="flex w-16 flex-col items-start gap-1">
          <span className="h-3 w-3 rounded-sm bg-brand-600" />
          <span className="h-1 w-14 rounded bg-ink/40" />
        </span>
      ) : (
        <span className="flex w-16 items-center gap-1">
          <span className="h-3 w-3 rounded-sm bg-brand-600" />
          <span className="h-1 w-10 rounded bg-ink/40" />
        </span>
      );
    case "pictureBannerStyle":
    case "pictureBannerStyleMobile":
    case "productDetailMobilePictureStyle": {
      const spv = BANNER_ART[value] ?? 1;
      return (
        <span className="flex w-16 justify-center gap-0.5 overflow-hidden">
          {spv > 1 && <span className="h-6 w-3 shrink-0 rounded-sm bg-brand-500/40" />}
          <span className={cx("h-6 shrink-0 bg-brand-500/80", spv > 1 ? "w-8 rounded-sm" : "w-16")} />
          {spv > 1 && <span className="h-6 w-3 shrink-0 rounded-sm bg-brand-500/40" />}
        </span>
      );
    }
    case "productImageRatio":
      return <span className={cx("block w-6 rounded-sm bg-brand-500/70", value === "PORTRAIT" ? "h-9" : "h-6")} />;
    case "bannerUpDownGap": {
      const gap = { NONE: "gap-0", SMALL: "gap-0.5", MEDIUM: "gap-1.5", LARGE: "gap-2.5" }[value] ?? "gap-1";
      return (
        <span className={cx("flex w-10 flex-col", gap)}>
          <span className="h-2 rounded-sm bg-brand-500/80" />
          <span className="h-2 rounded-sm bg-brand-500/40" />
        </span>
      );
    }
    default:
      return undefined;
  }
}

const changedKeys = (a: PersonalSettings, b: PersonalSettings) =>
  (Object.keys(a) as Key[]).filter((k) => a[k] !== b[k]);

export default function StyleSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const [saved, setSaved] = useState<PersonalSettings>(loaderData.style);
  const form = useAdminForm<PersonalSettings>(loaderData.style);
  const fail = useSaveFailure(form);
  const { values: v, set } = form;
  const [saving, setSaving] = useState(false);
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  const changes = changedKeys(v, saved);
  const headStore = store.storeType === "HEAD_STORE_MULTILEVEL";
  const defaultTheme =
    store.storeStatus === "CLOSE_STORE_UNPAID" ||
    store.storeTrialType === "PERMANENT_FREE_SINGLE" ||
    (store.plan !== null && typeof store.plan === "object" && Object.keys(store.plan).length > 0);
  const groups = GROUPS.filter((g) => !g.headStoreOnly || headStore || isBranchType(store.storeType));
  const err = (path: string) => (form.errors[path] ? issueText(locale, form.errors[path]) : undefined);
  const menuLabels = loaderData.menu.map((i) => i.label ?? "").filter(Boolean);

  async function save() {
    if (!changes.length) return;
    const body = Object.fromEntries(changes.map((k) => [k, v[k]]));
    const parsed = stylePatchInput.safeParse(body);
    if (!parsed.success) {
      form.showIssues(toFieldIssues(parsed.error));
      flash.error(t("adminContent.fixErrors"));
      return;
    }
    setSaving(true);
    const r = await adminSend<PersonalSettings>("PATCH", CONTENT_API.style, parsed.data);
    setSaving(false);
    if (!r.ok) return fail(r);
    const next = { ...DEFAULT_PERSONAL_SETTINGS, ...r.data } as PersonalSettings;
    setSaved(next);
    form.reset(next);
    flash.success(t("adminContent.style.saved"));
  }

  const label = (k: Key) => t(`adminContent.styleKey.${k}`);
  const hint = (k: Key) => {
    const key = `adminContent.styleHint.${k}`;
    const text = t(key);
    return text === key ? undefined : text;
  };

  const renderItem = (item: Item) => {
    if (item.kind === "bool") {
      return (
        <Toggle
          key={item.key}
          label={label(item.key)}
          description={hint(item.key)}
          checked={Boolean(v[item.key])}
          onChange={(x) => set(item.key, x as never)}
          testId={`style-${item.key}`}
        />
      );
    }
    if (item.kind === "rows") {
      const choices = Array.from(
        { length: ROW_QUANTITY.max - ROW_QUANTITY.min + 1 },
        (_, i) => ROW_QUANTITY.min + i,
      ).map((n) => ({
        value: n,
        label: t("adminContent.style.perRow", { n }),
        art: (
          <span className="flex w-12 gap-0.5">
            {Array.from({ length: n }, (_, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a drawing of n columns
              <span key={j} className="h-5 flex-1 rounded-[2px] bg-brand-500/70" />
            ))}
          </span>
        ),
      }));
      return (
        <ChoiceCards
          key={item.key}
          legend={label(item.key)}
          hint={hint(item.key)}
          name={item.key}
          value={v.productListRowQuantity}
          choices={choices}
          onChange={(n) => set("productListRowQuantity", n)}
          columns={4}
          error={err(item.key)}
          testId={`style-${item.key}`}
        />
      );
    }
    const options = PERSONAL_SETTING_OPTIONS[item.key] as readonly string[];
    return (
      <ChoiceCards
        key={item.key}
        legend={label(item.key)}
        hint={hint(item.key)}
        name={item.key}
        value={String(v[item.key])}
        choices={options.map((o) => ({
          value: o,
          label: t(`adminContent.styleOpt.${item.key}.${o}`),
          art: art(item.key, o),
        }))}
        onChange={(o) => set(item.key, o as never)}
        columns={item.columns ?? 3}
        compact={options.every((o) => art(item.key, o) === undefined)}
        error={err(item.key)}
        testId={`style-${item.key}`}
      />
    );
  };

  return (
    <AdminPage
      title={t("adminContent.style.title")}
      description={t("adminContent.style.description")}
      breadcrumbs={[{ label: t("adminContent.settings") }, { label: t("adminContent.style.title") }]}
      actions={
        <Button
          variant="secondary"
          onClick={() => form.patch({ ...DEFAULT_PERSONAL_SETTINGS })}
          disabled={changedKeys({ ...DEFAULT_PERSONAL_SETTINGS }, v).length === 0}
        >
          <RotateCcw size={16} aria-hidden /> {t("adminContent.style.useDefaults")}
        </Button>
      }
      toolbar={
        <nav aria-label={t("adminContent.style.jump")} className="-mx-1 overflow-x-auto px-1">
          <ul className="flex w-max gap-1.5">
            <li className="min-[1100px]:hidden">
              <a
                href="#style-preview"
                className="inline-flex h-9 items-center rounded-full border border-brand-500/40 bg-brand-50 px-3 text-sm text-brand-700 hover:bg-brand-100"
              >
                {t("adminContent.preview.title")}
              </a>
            </li>
            {groups.map((g) => (
              <li key={g.id}>
                <a
                  href={`#style-${g.id}`}
                  className="inline-flex h-9 items-center rounded-full border border-line bg-white px-3 text-sm hover:bg-surface"
                >
                  {t(`adminContent.styleGroup.${g.id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      }
      testId={PAGE_ID}
    >
      {defaultTheme && <Alert tone="info">{t("adminContent.style.defaultThemeNotice")}</Alert>}
      <div className="grid gap-4 min-[1100px]:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-4">
          {groups.map((g) => (
            <Section
              key={g.id}
              id={`style-${g.id}`}
              title={t(`adminContent.styleGroup.${g.id}`)}
              description={t(`adminContent.styleGroupHint.${g.id}`)}
              className="scroll-mt-32"
            >
              <div className="flex flex-col gap-5">{g.items.map(renderItem)}</div>
            </Section>
          ))}
        </div>
        <aside
          className="min-w-0 self-start min-[1100px]:sticky min-[1100px]:top-20"
          aria-label={t("adminContent.preview.title")}
        >
          <Section
            id="style-preview"
            className="scroll-mt-32"
            title={t("adminContent.preview.title")}
            actions={
              <fieldset className="inline-flex rounded-lg border border-line p-0.5">
                <legend className="sr-only">{t("adminContent.preview.device")}</legend>
                {(["desktop", "phone"] as const).map((d) => (
                  <button
                    key={d}
                    type="button"
                    aria-pressed={device === d}
                    onClick={() => setDevice(d)}
                    className={cx(
                      "inline-flex h-8 items-center gap-1 rounded-md px-2.5 text-sm",
                      device === d ? "bg-ink text-white" : "text-muted hover:bg-black/5",
                    )}
                  >
                    {d === "desktop" ? <Monitor size={14} aria-hidden /> : <Smartphone size={14} aria-hidden />}
                    {t(`adminContent.preview.${d}`)}
                  </button>
                ))}
              </fieldset>
            }
          >
            <StylePreview settings={v} device={device} storeName={store.storeName} menuLabels={menuLabels} />
          </Section>
        </aside>
      </div>
      <StickyActions>
        <p
          className={cx("text-sm text-muted", !changes.length && "hidden min-[734px]:block")}
          aria-live="polite"
          data-testid="style-changes"
        >
          {changes.length
            ? t("adminContent.style.changes", { count: changes.length })
            : t("adminContent.style.noChanges")}
        </p>
        <Button variant="secondary" onClick={() => form.reset(saved)} disabled={!changes.length || saving}>
          {t("adminContent.discard")}
        </Button>
        <Button onClick={save} busy={saving} disabled={!changes.length} data-testid="style-save">
          {t("adminContent.save")}
        </Button>
      </StickyActions>
      <UnsavedChangesGuard when={changes.length > 0 && !saving} />
    </AdminPage>
  );
}
