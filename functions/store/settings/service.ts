import type { UserRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid, notFound } from "../../platform/errors";
import { parseWith } from "../../platform/http/input";
import { sanitizeHtml } from "../../platform/sanitize";
import { type StoreScope, scopeWithStore } from "../../platform/tenancy/scope";
import { shipsBy } from "../../shared/commerce/deliveryEstimate";
import {
  MAX_TEST_MODE_DAYS,
  type SettingCalendar,
  type SettingProduct,
  type SettingSubscription,
  type SettingSystem,
  settingCalendarInput,
  settingCalendarOf,
  settingProductInput,
  settingProductOf,
  settingSubscriptionInput,
  settingSubscriptionOf,
  settingSystemInput,
  settingSystemOf,
} from "../../shared/storeSettings/pages";
import { previewLink, testModeActive } from "../../shared/storeSettings/preview";

// The settings pages' services: read with defaults, merge a partial change over the stored
// object, parse the whole, write. The route wraps each write in adminWrite (audit, cache map); a
// store setting's audit row has no object id (the store is the row's own store).

export const readSystem = (scope: StoreScope) => settingSystemOf(scope.store.settingSystem);
export const readProductSetting = (scope: StoreScope) => settingProductOf(scope.store.settingProduct);
export const readSubscriptionSetting = (scope: StoreScope) => settingSubscriptionOf(scope.store.settingSubscription);

/** The calendar plus, for the page, the date an order placed now would ship by. */
export function readCalendar(scope: StoreScope, now = new Date()) {
  const calendar = settingCalendarOf(scope.store.settingCalendar);
  return { ...calendar, shipsByNow: shipsBy(calendar, now) };
}

export async function patchSystem(scope: StoreScope, patch: Partial<SettingSystem>, audit: AuditTrail) {
  const before = readSystem(scope);
  const next = parseWith(settingSystemInput, { ...before, ...patch });
  await scope.settings.setJson("settingSystem", { ...(scope.store.settingSystem ?? {}), ...next }, [
    audit.item({ before, after: next }),
  ]);
  return next;
}

export async function patchCalendar(
  scope: StoreScope,
  patch: Partial<SettingCalendar>,
  audit: AuditTrail,
  now = new Date(),
) {
  const before = settingCalendarOf(scope.store.settingCalendar);
  const next = parseWith(settingCalendarInput, { ...before, ...patch });
  next.shipWeekdays = [...next.shipWeekdays].sort((a, b) => a - b);
  next.holidays = [...next.holidays].sort((a, b) => a.date.localeCompare(b.date));
  await scope.settings.setJson("settingCalendar", next, [audit.item({ before, after: next })]);
  return { ...next, shipsByNow: shipsBy(next, now) };
}

export async function patchProductSetting(scope: StoreScope, patch: Partial<SettingProduct>, audit: AuditTrail) {
  const before = readProductSetting(scope);
  const next = parseWith(settingProductInput, { ...before, ...patch });
  await scope.settings.setJson("settingProduct", next, [audit.item({ before, after: next })]);
  return next;
}

export async function patchSubscriptionSetting(
  scope: StoreScope,
  patch: Partial<SettingSubscription>,
  audit: AuditTrail,
) {
  const before = readSubscriptionSetting(scope);
  const next = parseWith(settingSubscriptionInput, { ...before, ...patch });
  next.allowedCycles = [...next.allowedCycles].sort((a, b) => a - b);
  await scope.settings.setJson("settingSubscription", next, [audit.item({ before, after: next })]);
  return next;
}

// ---- test mode --------------------------------------------------------------------------------

export function readTestMode(scope: StoreScope, origin: string, now = Date.now()) {
  const time = scope.store.testModeTime;
  const active = testModeActive(time, now);
  return {
    testModeTime: active ? time : null,
    testModeActive: active,
    previewLink: active && time ? previewLink(origin, time, now) : null,
  };
}

/** Opens (or moves) the window's end, or ends test mode with null. */
export async function patchTestMode(
  scope: StoreScope,
  testModeTime: string | null,
  origin: string,
  audit: AuditTrail,
  now = Date.now(),
) {
  let value: string | null = null;
  if (testModeTime !== null) {
    const end = Date.parse(testModeTime);
    if (end <= now) throw invalid([{ path: "testModeTime", message: "validation.future" }]);
    if (end > now + MAX_TEST_MODE_DAYS * 86_400_000)
      throw invalid([{ path: "testModeTime", message: "validation.testModeTooLong" }]);
    value = new Date(end).toISOString();
  }
  await scope.settings.setTestModeTime(value, [
    audit.item({
      before: { testModeTime: scope.store.testModeTime ?? null },
      after: { testModeTime: value },
    }),
  ]);
  return readTestMode(scopeWithStore(scope, { ...scope.store, testModeTime: value }), origin, now);
}

// ---- product story ----------------------------------------------------------------------------

export async function readStory(scope: StoreScope, productId: number) {
  const story = await scope.productStories.get(productId);
  if (!story) throw notFound();
  return story;
}

export async function putStory(
  scope: StoreScope,
  productId: number,
  v: { content: string; isDisplay: boolean },
  audit: AuditTrail,
) {
  const stories = scope.productStories;
  const old = await stories.get(productId);
  if (!old) throw notFound();
  // The HTML itself stays out of the row (the payload carries its length): display flag only.
  await stories.put(productId, { content: await sanitizeHtml(v.content), isDisplay: v.isDisplay }, [
    audit.item({
      objectId: productId,
      objectName: old.productName,
      before: { isDisplay: old.isDisplay },
      after: { isDisplay: v.isDisplay },
    }),
  ]);
  return readStory(scope, productId);
}

// ---- subscription contract --------------------------------------------------------------------

export async function readContracts(scope: StoreScope, now = new Date()) {
  const db = scope.subscriptionContracts;
  const [versions, current] = await Promise.all([db.list(), db.current(now.toISOString())]);
  return { current: current ?? null, versions };
}

export async function addContract(
  scope: StoreScope,
  user: Pick<UserRow, "name">,
  v: { content: string; effectiveAt: string },
  audit: AuditTrail,
  now = Date.now(),
) {
  // A minute of slack: "now" typed into the form is already past when it arrives.
  if (Date.parse(v.effectiveAt) < now - 60_000) throw invalid([{ path: "effectiveAt", message: "validation.future" }]);
  const effectiveAt = new Date(Math.max(Date.parse(v.effectiveAt), now)).toISOString();
  return scope.subscriptionContracts.add(
    { content: await sanitizeHtml(v.content), effectiveAt, createdBy: user.name },
    [audit.item({ created: true, after: { effectiveAt } })],
  );
}

/** The contract a shopper agrees to at checkout now, or null when the store has none. */
export async function currentContract(scope: StoreScope, now = new Date()) {
  const row = await scope.subscriptionContracts.current(now.toISOString());
  return row ? { version: row.version, content: row.content, effectiveAt: row.effectiveAt } : null;
}
