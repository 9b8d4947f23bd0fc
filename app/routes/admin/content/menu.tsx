import { ExternalLink, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import {
  MENU_MAX_CHILDREN,
  MENU_MAX_ITEMS,
  MENU_REF_KIND,
  type MenuItem,
  type MenuItemType,
  menuInput,
} from "../../../../functions/content/menu";
import type { AdminPageSummary } from "../../../../functions/content/model";
import type { ArticleCategory } from "../../../../functions/shared/catalogue";
import { toFieldIssues } from "../../../../functions/shared/validators";
import { AdminPage, AdminRouteError, AdminSkeleton, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import {
  type CategoryNodeLike,
  CONTENT_API,
  fieldErrors,
  flattenTree,
  optionalList,
  type PickOption,
  useFailureText,
} from "../../../components/admin/content/api";
import { ChoiceCards } from "../../../components/admin/content/ChoiceCards";
import { MenuEditor } from "../../../components/admin/content/MenuEditor";
import { MenuPreview } from "../../../components/admin/content/MenuPreview";
import { type MenuNode, newKey, type RowTarget, TYPE_ICON } from "../../../components/admin/content/menuTree";
import { flash } from "../../../components/admin/flash";
import { UnsavedChangesGuard } from "../../../components/admin/useAdminForm";
import { Alert, Button, Field, SelectField } from "../../../components/ui";
import { translate, useLocale, useT } from "../../../i18n";

// /admin/settingpage/setting-menu — the storefront's navigation menu: an ordered list of up to two
// levels of categories, topics, pages, article categories, links, new products, on-sale products
// and blogs. Labels default to the target's name or to a built-in label in the store's language.

type TopicLike = { id: number; name: string; isDisplay: boolean };

export async function clientLoader() {
  const [menu, categories, topics, pages, articleCategories] = await Promise.all([
    adminLoad<{ items: MenuItem[] }>(CONTENT_API.menu),
    optionalList<CategoryNodeLike>(CONTENT_API.productCategories),
    optionalList<TopicLike>(CONTENT_API.productTopics),
    optionalList<AdminPageSummary>(CONTENT_API.pages),
    optionalList<ArticleCategory>(CONTENT_API.articleCategories),
  ]);
  return { items: menu.items ?? [], categories, topics, pages, articleCategories };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see banner-edit.tsx).
const PAGE_ID = "menu-settings";
export function HydrateFallback() {
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton kind="form" />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

/** The storefront is zh-TW first: built-in labels are written in it whatever the admin reads. */
const STORE_LOCALE = "zh-TW" as const;
const TYPES: MenuItemType[] = [
  "CATEGORY",
  "TOPIC",
  "PAGE",
  "ARTICLE_CATEGORY",
  "NEW_PRODUCTS",
  "ONSALE_PRODUCTS",
  "BLOGS",
  "LINK",
];
const REF_REQUIRED = new Set<MenuItemType>(["CATEGORY", "TOPIC", "PAGE", "ARTICLE_CATEGORY"]);

const toNodes = (items: MenuItem[]): MenuNode[] =>
  items.map((i) => ({
    key: newKey(),
    type: i.type,
    refId: i.refId,
    label: i.label ?? "",
    url: i.url ?? "",
    children: (i.children ?? []).map((c) => ({
      key: newKey(),
      type: c.type,
      refId: c.refId,
      label: c.label ?? "",
      url: c.url ?? "",
      children: [],
    })),
  }));

/** The API body: empty labels are left out (the storefront then uses the target's name). */
function toItems(nodes: MenuNode[]): MenuItem[] {
  const leaf = (n: MenuNode) => ({
    type: n.type,
    ...(n.refId !== undefined ? { refId: n.refId } : {}),
    ...(n.label.trim() ? { label: n.label.trim() } : {}),
    ...(n.type === "LINK" ? { url: n.url.trim() } : {}),
  });
  return nodes.map((n) => ({ ...leaf(n), ...(n.children.length ? { children: n.children.map(leaf) } : {}) }));
}

export default function MenuSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const failText = useFailureText();
  const initial = useMemo(() => toNodes(loaderData.items), [loaderData.items]);
  const [tree, setTree] = useState<MenuNode[]>(initial);
  const [saved, setSaved] = useState(() => JSON.stringify(toItems(initial)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(toItems(tree)) !== saved;

  // Targets by kind, for the pickers and for naming rows.
  const options = useMemo(() => {
    const cats = flattenTree(loaderData.categories.items);
    const topics: PickOption[] = loaderData.topics.items.map((x) => ({
      id: x.id,
      label: x.name,
      depth: 0,
      isDisplay: x.isDisplay,
    }));
    const pages: PickOption[] = loaderData.pages.items.map((x) => ({
      id: x.id,
      label: x.title,
      depth: 0,
      isDisplay: x.isDisplay,
    }));
    const articleCats: PickOption[] = loaderData.articleCategories.items.map((x) => ({
      id: x.id,
      label: x.name,
      depth: 0,
      isDisplay: x.isDisplay,
    }));
    return { productCategory: cats, productTopic: topics, page: pages, articleCategory: articleCats };
  }, [loaderData]);
  const optionsFor = (type: MenuItemType): PickOption[] => {
    const kind = MENU_REF_KIND[type];
    return kind ? options[kind] : [];
  };
  const describeRow = (n: MenuNode): RowTarget => {
    if (n.refId === undefined) {
      return { name: n.type === "LINK" ? n.url || null : t(`adminContent.menu.allOf.${n.type}`), missing: false };
    }
    const hit = optionsFor(n.type).find((o) => o.id === n.refId);
    return hit
      ? { name: hit.isDisplay ? hit.label : `${hit.label} (${t("adminContent.hiddenShort")})`, missing: false }
      : { name: null, missing: true };
  };
  const defaultLabel = (type: MenuItemType, refId?: number) => {
    if (refId !== undefined)
      return (
        optionsFor(type)
          .find((o) => o.id === refId)
          ?.label.split(" › ")
          .pop() ?? ""
      );
    return type === "LINK" ? "" : translate(STORE_LOCALE, `adminContent.menuDefault.${type}`);
  };

  // ---- add an item ------------------------------------------------------------------------------
  const [type, setType] = useState<MenuItemType>("CATEGORY");
  const [refId, setRefId] = useState<number | undefined>(undefined);
  const [label, setLabel] = useState("");
  const [labelTouched, setLabelTouched] = useState(false);
  const [url, setUrl] = useState("");
  const [parent, setParent] = useState<string>("");
  const [addError, setAddError] = useState<Record<string, string>>({});
  const topCount = tree.length;
  const parentNode = tree.find((n) => n.key === parent);
  const full = parentNode ? parentNode.children.length >= MENU_MAX_CHILDREN : topCount >= MENU_MAX_ITEMS;

  function chooseType(next: MenuItemType) {
    setType(next);
    setRefId(undefined);
    setAddError({});
    if (!labelTouched) setLabel(defaultLabel(next));
  }
  function chooseRef(id: number | undefined) {
    setRefId(id);
    if (!labelTouched) setLabel(defaultLabel(type, id));
  }

  function add() {
    const problems: Record<string, string> = {};
    if (REF_REQUIRED.has(type) && refId === undefined) problems.refId = t("adminContent.menu.chooseTarget");
    if (type === "LINK" && !url.trim()) problems.url = t("adminContent.v.required");
    if ((type === "LINK" || refId === undefined) && !label.trim()) problems.label = t("adminContent.v.required");
    if (full) problems.parent = t("adminContent.menu.full");
    setAddError(problems);
    if (Object.keys(problems).length) return;
    const node: MenuNode = { key: newKey(), type, refId, label: label.trim(), url: url.trim(), children: [] };
    setTree((list) =>
      parentNode
        ? list.map((n) => (n.key === parentNode.key ? { ...n, children: [...n.children, node] } : n))
        : [...list, node],
    );
    setRefId(undefined);
    setUrl("");
    setLabelTouched(false);
    setLabel(defaultLabel(type));
    flash.info(t("adminContent.menu.added", { name: node.label || defaultLabel(type, refId) }));
  }

  async function save() {
    const items = toItems(tree);
    const parsed = menuInput.safeParse({ items });
    if (!parsed.success) {
      setErrors(fieldErrors(locale, toFieldIssues(parsed.error)));
      flash.error(t("adminContent.fixErrors"));
      return;
    }
    setSaving(true);
    const r = await adminSend<{ items: MenuItem[] }>("PATCH", CONTENT_API.menu, { items });
    setSaving(false);
    if (!r.ok) {
      setErrors(fieldErrors(locale, r.issues));
      flash.error(failText(r));
      return;
    }
    const next = toNodes(r.data.items ?? items);
    setTree(next);
    setSaved(JSON.stringify(toItems(next)));
    setErrors({});
    flash.success(t("adminContent.menu.saved"));
  }

  const pickerFailed = [loaderData.categories, loaderData.topics, loaderData.pages, loaderData.articleCategories].some(
    (x) => x.failed,
  );
  const refOptions = optionsFor(type);
  const refOptional = !REF_REQUIRED.has(type) && type !== "LINK";

  return (
    <AdminPage
      title={t("adminContent.menu.title")}
      description={t("adminContent.menu.description")}
      breadcrumbs={[{ label: t("adminContent.settings") }, { label: t("adminContent.menu.title") }]}
      actions={
        <a
          href="/"
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface"
        >
          <ExternalLink size={16} aria-hidden /> {t("adminContent.viewStore")}
        </a>
      }
      testId={PAGE_ID}
    >
      {pickerFailed && <Alert tone="info">{t("adminContent.pickerLoadFailed")}</Alert>}
      <div className="grid items-start gap-4 min-[1100px]:grid-cols-[minmax(0,1fr)_360px]">
        <Section
          title={t("adminContent.menu.items")}
          description={t("adminContent.menu.count", { count: topCount, max: MENU_MAX_ITEMS })}
        >
          <MenuEditor
            tree={tree}
            onChange={(next) => {
              setTree(next);
              setErrors({});
            }}
            describeRow={describeRow}
            errors={errors}
            storeLabel={t("lang.name")}
          />
        </Section>
        <div className="flex min-w-0 flex-col gap-4 self-start min-[1100px]:sticky min-[1100px]:top-20">
          <Section title={t("adminContent.menu.addTitle")}>
            <div className="flex flex-col gap-4" data-testid="menu-add">
              <ChoiceCards
                legend={t("adminContent.menu.type")}
                name="menuType"
                value={type}
                choices={TYPES.map((x) => {
                  const Icon = TYPE_ICON[x];
                  return {
                    value: x,
                    label: t(`adminContent.menuType.${x}`),
                    art: <Icon size={16} className="text-brand-600" />,
                  };
                })}
                onChange={chooseType}
                columns={2}
                compact
                testId="menu-add-type"
              />
              {type === "LINK" ? (
                <Field
                  label={t("adminContent.menu.url")}
                  name="menuAddUrl"
                  value={url}
                  inputMode="url"
                  placeholder="https://… / /page/1"
                  onChange={(e) => setUrl(e.target.value)}
                  error={addError.url}
                  required
                />
              ) : (
                <SelectField
                  label={t(refOptional ? "adminContent.menu.narrowTo" : "adminContent.menu.target")}
                  name="menuAddRef"
                  value={refId ?? ""}
                  onChange={(e) => chooseRef(e.target.value ? Number(e.target.value) : undefined)}
                  error={addError.refId}
                  data-testid="menu-add-ref"
                >
                  <option value="">
                    {refOptional ? t(`adminContent.menu.allOf.${type}`) : t("adminContent.choose")}
                  </option>
                  {refOptions.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                      {o.isDisplay ? "" : ` (${t("adminContent.hiddenShort")})`}
                    </option>
                  ))}
                </SelectField>
              )}
              {!refOptions.length && type !== "LINK" && !refOptional && (
                <p className="text-sm text-muted">{t("adminContent.menu.noTargets")}</p>
              )}
              <Field
                label={t("adminContent.menu.label")}
                name="menuAddLabel"
                value={label}
                maxLength={30}
                onChange={(e) => {
                  setLabel(e.target.value);
                  setLabelTouched(true);
                }}
                hint={t("adminContent.menu.labelHint", { lang: translate(STORE_LOCALE, "lang.name") })}
                error={addError.label}
                data-testid="menu-add-label"
              />
              <SelectField
                label={t("adminContent.menu.position")}
                name="menuAddParent"
                value={parent}
                onChange={(e) => setParent(e.target.value)}
                error={addError.parent}
              >
                <option value="">{t("adminContent.menu.topLevel")}</option>
                {tree.map((n) => (
                  <option key={n.key} value={n.key}>
                    {t("adminContent.menu.under", { name: n.label || describeRow(n).name || "—" })}
                  </option>
                ))}
              </SelectField>
              <Button variant="secondary" onClick={add} data-testid="menu-add-submit">
                <Plus size={18} aria-hidden /> {t("adminContent.menu.add")}
              </Button>
            </div>
          </Section>
          <Section title={t("adminContent.preview.title")}>
            <MenuPreview tree={tree} describeRow={describeRow} />
          </Section>
        </div>
      </div>
      <StickyActions>
        <Button
          variant="secondary"
          onClick={() => {
            setTree(toNodes(JSON.parse(saved) as MenuItem[]));
            setErrors({});
          }}
          disabled={!dirty || saving}
        >
          {t("adminContent.discard")}
        </Button>
        <Button onClick={save} busy={saving} disabled={!dirty} data-testid="menu-save">
          {t("adminContent.save")}
        </Button>
      </StickyActions>
      <UnsavedChangesGuard when={dirty && !saving} />
    </AdminPage>
  );
}
