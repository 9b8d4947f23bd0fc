import { isBranchType } from "@functions/shared/constants";
import { DEFAULT_PERSONAL_SETTINGS, type PersonalSettings } from "@functions/shared/storeSettings/defaults";
import type { MenuItem } from "@functions/store/content/menu";
import { stylePatchInput } from "@functions/store/content/style";
import { RotateCcw } from "lucide-react";
import { AdminRouteError, AdminSkeleton, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { CONTENT_API } from "~/components/admin/content/api";
import { DevicePreview } from "~/components/admin/content/DevicePreview";
import { StylePreview } from "~/components/admin/content/StylePreview";
import { issueText } from "~/components/admin/failureText";
import { EditPage, useEditForm } from "~/components/admin/kit";
import { Alert, Button, cx } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import { GROUPS, type Key } from "./lib/style/groups";
import { StyleItem } from "./lib/style/StyleItem";

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
  return <AdminSkeleton kind="form" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

const changedKeys = (a: PersonalSettings, b: PersonalSettings) =>
  (Object.keys(a) as Key[]).filter((k) => a[k] !== b[k]);

export default function StyleSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const form = useEditForm<PersonalSettings>(loaderData.style);
  const { values: v, set } = form;
  const changes = form.dirty ? changedKeys(v, form.saved) : [];
  const headStore = store.storeType === "HEAD_STORE_MULTILEVEL";
  const defaultTheme =
    store.storeStatus === "CLOSE_STORE_UNPAID" ||
    store.storeTrialType === "PERMANENT_FREE_SINGLE" ||
    (store.plan !== null && typeof store.plan === "object" && Object.keys(store.plan).length > 0);
  const groups = GROUPS.filter((g) => !g.headStoreOnly || headStore || isBranchType(store.storeType));
  const err = (path: string) => (form.errors[path] ? issueText(locale, form.errors[path]) : undefined);
  const menuLabels = loaderData.menu.map((i) => i.label ?? "").filter(Boolean);

  const save = () =>
    changes.length > 0 &&
    form.save({
      schema: stylePatchInput,
      body: Object.fromEntries(changes.map((k) => [k, v[k]])),
      send: (body) => adminSend<PersonalSettings>("PATCH", CONTENT_API.style, body),
      resetTo: (saved) => ({ ...DEFAULT_PERSONAL_SETTINGS, ...saved }) as PersonalSettings,
      message: "adminContent.style.saved",
    });

  return (
    <EditPage
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
      toolbar={<StyleJumps groups={groups.map((g) => g.id)} />}
      testId={PAGE_ID}
      form={form}
      onSubmit={() => void save()}
      saveTestId="style-save"
      saveStatus={
        <p
          className={cx("text-sm text-muted min-[734px]:mr-auto", !changes.length && "hidden min-[734px]:block")}
          aria-live="polite"
          data-testid="style-changes"
        >
          {changes.length
            ? t("adminContent.style.changes", { count: changes.length })
            : t("adminContent.style.noChanges")}
        </p>
      }
      aside={
        <DevicePreview id="style-preview">
          {(device) => (
            <StylePreview settings={v} device={device} storeName={store.storeName} menuLabels={menuLabels} />
          )}
        </DevicePreview>
      }
    >
      {defaultTheme && <Alert tone="info">{t("adminContent.style.defaultThemeNotice")}</Alert>}
      {groups.map((g) => (
        <Section
          key={g.id}
          id={`style-${g.id}`}
          title={t(`adminContent.styleGroup.${g.id}`)}
          description={t(`adminContent.styleGroupHint.${g.id}`)}
          className="scroll-mt-32"
        >
          <div className="flex flex-col gap-5">
            {g.items.map((item) => (
              <StyleItem key={item.key} item={item} values={v} set={set} error={err(item.key)} />
            ))}
          </div>
        </Section>
      ))}
    </EditPage>
  );
}

/** Jump links to the preview (narrow screens) and to each group. */
function StyleJumps({ groups }: { groups: string[] }) {
  const t = useT();
  const pill = "inline-flex h-9 items-center rounded-full border px-3 text-sm";
  return (
    <nav aria-label={t("adminContent.style.jump")} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex w-max gap-1.5">
        <li className="min-[1024px]:hidden">
          <a
            href="#style-preview"
            className={cx(pill, "border-brand-500/40 bg-brand-50 text-brand-700 hover:bg-brand-100")}
          >
            {t("adminContent.preview.title")}
          </a>
        </li>
        {groups.map((id) => (
          <li key={id}>
            <a href={`#style-${id}`} className={cx(pill, "border-line bg-white hover:bg-surface")}>
              {t(`adminContent.styleGroup.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
