import type { AuditTrail } from "../../platform/auditTrail";
import type { StoreScope } from "../../platform/tenancy/scope";
import { DEFAULT_POLICY, type PersonalSettings, personalSettingsOf } from "../../shared/storeSettings/defaults";
import { contentDb, missingRefs } from "./common";
import {
  type MenuItem,
  type MenuRefKind,
  menuRefs,
  missingRefIssues,
  type ResolvedMenuItem,
  resolveMenu,
  storedMenu,
} from "./menu";
import { type StylePatchInput, withDefaults } from "./style";

// Store style (personal settings) and the navigation menu, both on the store's own row.

/**
 * The theme a shopper gets: the stored settings over the defaults, or the defaults alone where the
 * spec forces them (unpaid, plan and PERMANENT_FREE_SINGLE stores; functions/store/initial.ts).
 * Read from the request's store row: no query.
 */
export function getStyle(scope: StoreScope): PersonalSettings {
  return withDefaults(personalSettingsOf(scope.store));
}

/** What the style page edits: the stored settings over the defaults, fresh from D1. */
export async function adminGetStyle(scope: StoreScope): Promise<PersonalSettings> {
  const row = await contentDb(scope).storeSettings();
  return withDefaults(row?.personalSettings);
}

export async function updateStyle(
  scope: StoreScope,
  patch: StylePatchInput,
  audit: AuditTrail,
): Promise<PersonalSettings> {
  // The store's own settings: no object id (as the log has always shown them); `before` is the
  // row as this request read it.
  const before = { ...withDefaults(personalSettingsOf(scope.store)) } as Record<string, unknown>;
  const logged = audit.item({ objectName: scope.store.name, before, after: patch });
  return withDefaults(await contentDb(scope).patchPersonalSettings(patch, [logged]));
}

export async function adminGetMenu(scope: StoreScope): Promise<MenuItem[]> {
  const row = await contentDb(scope).storeSettings();
  return storedMenu(row?.settingPage);
}

/** Replaces the menu; every refId must be this store's (400004 naming the items otherwise). */
export async function updateMenu(scope: StoreScope, items: MenuItem[], audit: AuditTrail): Promise<MenuItem[]> {
  const refs = menuRefs(items);
  const ids = (kind: MenuRefKind) => refs.filter((r) => r.kind === kind).map((r) => r.id);
  const found = await contentDb(scope).existingRefs({
    productCategory: ids("productCategory"),
    productTopic: ids("productTopic"),
    page: ids("page"),
    articleCategory: ids("articleCategory"),
  });
  const issues = missingRefIssues(refs, found);
  if (issues.length) throw missingRefs(issues);
  const logged = audit.item({
    objectName: scope.store.name,
    before: { menu: storedMenu(scope.store.settingPage) },
    after: { menu: items },
  });
  return storedMenu(await contentDb(scope).setMenu(items, [logged]));
}

/**
 * The storefront menu: the stored items with labels and links resolved in one round trip (no
 * query at all for a menu of links only), hidden or deleted targets dropped.
 */
export async function getMenu(scope: StoreScope): Promise<ResolvedMenuItem[]> {
  const items = storedMenu(scope.store.settingPage);
  if (!items.length) return [];
  const refs = menuRefs(items);
  const ids = (kind: MenuRefKind) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
  const targets = await contentDb(scope).menuTargets({
    productCategory: ids("productCategory"),
    productTopic: ids("productTopic"),
    page: ids("page"),
    articleCategory: ids("articleCategory"),
  });
  const store = scope.store;
  const unpaid = store.status === "CLOSE_STORE_UNPAID";
  const policy = { ...DEFAULT_POLICY, ...(store.policy ?? {}) };
  return resolveMenu(items, targets, {
    topics: !unpaid && !policy.isLimited,
    specialPrice: !unpaid,
    articles: !unpaid,
  });
}
