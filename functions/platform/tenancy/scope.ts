import { accountsOf } from "../../../db/accounts";
import { achievementsOf } from "../../../db/achievements";
import { auditLogOf } from "../../../db/audit";
import type { Statement } from "../../../db/batch";
import { batchOf } from "../../../db/batch";
import { savedCardsOf } from "../../../db/cards";
import { cartOf } from "../../../db/cart";
import { productsOf } from "../../../db/catalogue/products";
import { saleLinesOf } from "../../../db/catalogue/saleLines";
import { stockLogsOf } from "../../../db/catalogue/stocks";
import { taxonomyOf } from "../../../db/catalogue/taxonomy";
import { checkoutOf } from "../../../db/checkout";
import { checkoutInfosOf } from "../../../db/checkoutInfo";
import type { Db } from "../../../db/client";
import { contentOf } from "../../../db/content";
import { demoHistoryOf } from "../../../db/demoHistory";
import { frontendErrorLogsOf } from "../../../db/errorLogs";
import { exportJobsOf } from "../../../db/exportJobs";
import { highlightsOf } from "../../../db/highlights";
import { invoiceMethodsOf } from "../../../db/invoice";
import { mediaOf } from "../../../db/media";
import { mediaSweepOf } from "../../../db/mediaSweep";
import { membersOf } from "../../../db/members";
import { branchAuditOf } from "../../../db/network/branchAudit";
import { branchCatalogueOf } from "../../../db/network/branchCatalogue";
import { branchDeleteOf } from "../../../db/network/branchDelete";
import { branchesOf } from "../../../db/network/branches";
import { branchFeedbackOf } from "../../../db/network/branchFeedback";
import { branchJobsOf } from "../../../db/network/branchJobs";
import { branchNetworkOf } from "../../../db/network/branchNetwork";
import { branchRenewalsOf } from "../../../db/network/branchRenewal";
import { branchSettingsOf } from "../../../db/network/branchSettings";
import { branchTreeOf } from "../../../db/network/branchTree";
import { branchUsersOf } from "../../../db/network/branchUsers";
import { registrationOf } from "../../../db/network/registration";
import { registrationCartOf } from "../../../db/network/registrationCart";
import { notificationsOf } from "../../../db/notifications";
import { notificationsCalendarOf } from "../../../db/notificationsCalendar";
import { ordersOf } from "../../../db/orders";
import { paymentMethodsOf } from "../../../db/payment";
import { paymentLogsOf } from "../../../db/paymentLogs";
import { pendingStatesOf } from "../../../db/pendingStates";
import { auditOf, outboxOf } from "../../../db/platform";
import { productAwardsOf } from "../../../db/productAwards";
import { promotionsOf } from "../../../db/promotions";
import { reportsOf } from "../../../db/reports";
import { schedulesOf } from "../../../db/schedules";
import type { StoreRow, UserRow } from "../../../db/schema";
import { securityOf } from "../../../db/security";
import { productStoriesOf, settingsOf, subscriptionContractsOf } from "../../../db/settings";
import { shippingMethodsOf } from "../../../db/shipping";
import { socialOf } from "../../../db/social";
import { staffOf } from "../../../db/staff";
import { storeAccountOf } from "../../../db/storeAccount";
import { storeCheckOf } from "../../../db/storeCheck";
import { storeSettingsOf } from "../../../db/storeSettings";
import { findStore } from "../../../db/stores";
import { subscriptionFeedbacksOf } from "../../../db/subscriptionFeedbacks";
import { subscriptionsOf } from "../../../db/subscriptions";
import { verificationsOf } from "../../../db/verifications";
import { Code } from "../../shared/codes";
import { type ApiCacheMap, isBranchType } from "../../shared/constants";
import {
  type BranchSale,
  type Customisation,
  type ProfitType,
  profitOptionsOf,
} from "../../shared/network/branchPricing";
import type { Env } from "../env";
import { AppError } from "../errors";
import type { ScheduleMarks } from "../scheduleMarks";

// The one door to a store's data: everything a domain service may touch for one request of one
// store, its queries included. Built once per request by the tenant middleware (and once per store
// by a job that runs without a request); the scoped accessors make a query of another store
// impossible to write, and the next step (stores on several databases) changes only this door.
// Each query member is built on first use and kept on the scope: the cached storefront builds a
// scope per request and reads few of them, so building one costs six fields, not fifty accessors.

/** The store's own rows (keyed by its id). */
const STORE_QUERIES = {
  accounts: accountsOf,
  outbox: outboxOf,
  exports: exportJobsOf,
  audit: auditOf,
  pending: pendingStatesOf,
  orders: ordersOf,
  media: mediaOf,
  mediaSweep: mediaSweepOf,
  checkout: checkoutOf,
  shippingMethods: shippingMethodsOf,
  invoiceMethods: invoiceMethodsOf,
  paymentMethods: paymentMethodsOf,
  paymentLogs: paymentLogsOf,
  subscriptions: subscriptionsOf,
  subscriptionFeedbacks: subscriptionFeedbacksOf,
  productAwards: productAwardsOf,
  cart: cartOf,
  products: productsOf,
  saleLines: saleLinesOf,
  taxonomy: taxonomyOf,
  stockLogs: stockLogsOf,
  settings: settingsOf,
  productStories: productStoriesOf,
  subscriptionContracts: subscriptionContractsOf,
  members: membersOf,
  staff: staffOf,
  social: socialOf,
  security: securityOf,
  storeAccount: storeAccountOf,
  storeCheck: storeCheckOf,
  storeSettings: storeSettingsOf,
  promotions: promotionsOf,
  auditLog: auditLogOf,
  content: contentOf,
  frontendErrorLogs: frontendErrorLogsOf,
  highlights: highlightsOf,
  notifications: notificationsOf,
  registrationCart: registrationCartOf,
  schedules: schedulesOf,
  achievements: achievementsOf,
  reports: reportsOf,
  demoHistory: demoHistoryOf,
  notificationsCalendar: notificationsCalendarOf,
};

/** The network's rows, keyed by its head store (a branch reads its head store's network). */
const NETWORK_QUERIES = {
  tree: branchTreeOf,
  branches: branchesOf,
  branchUsers: branchUsersOf,
  branchNetwork: branchNetworkOf,
  branchCatalogue: branchCatalogueOf,
  branchAudit: branchAuditOf,
  branchSettings: branchSettingsOf,
  branchFeedback: branchFeedbackOf,
  branchRenewals: branchRenewalsOf,
  branchDelete: branchDeleteOf,
  networkRegistration: registrationOf,
  networkVerifications: verificationsOf,
};

/** The head store's own rows, read from one of its branches (the same rows as the store's off a branch). */
const HEAD_QUERIES = {
  headOrders: ordersOf,
  headProducts: productsOf,
  headTaxonomy: taxonomyOf,
  // Issue 28 §2: the head store's bulletins and promotions, shown to its branches.
  headContent: contentOf,
  headPromotions: promotionsOf,
};

type Built<T> = { readonly [K in keyof T]: T[K] extends (db: Db, id: number) => infer R ? R : never };

class Scope {
  readonly env: Env;
  readonly db: Db;
  readonly store: StoreRow;
  readonly storeId: number;
  /** The store's network: its head store for a branch, itself otherwise (issue 13). */
  readonly headStoreId: number;
  /** Set only on a head store's sales scope that sells on a branch host (salesScopeOf). */
  readonly sale: BranchSale | null;

  constructor(env: Env, db: Db, store: StoreRow, sale: BranchSale | null) {
    this.env = env;
    this.db = db;
    this.store = store;
    this.storeId = store.id;
    this.headStoreId = headStoreIdOf(store);
    this.sale = sale;
  }

  /** One D1 batch on the store's database. */
  batch(items: readonly Statement[]) {
    return batchOf(this.db, items);
  }

  /** A member's saved cards in this store. */
  savedCards(userId: number) {
    return savedCardsOf(this.db, this.storeId, userId);
  }

  /** A member's checkout details (receivers, invoice titles) in this store. */
  checkoutInfos(userId: number) {
    return checkoutInfosOf(this.db, this.storeId, userId);
  }

  /** The network's jobs of one kind (the branch delete jobs). */
  branchJobs(kind: string) {
    return branchJobsOf(this.db, this.headStoreId, kind);
  }
}

function lazy(table: Record<string, (db: Db, id: number) => unknown>, idOf: (s: Scope) => number) {
  for (const [name, of] of Object.entries(table)) {
    Object.defineProperty(Scope.prototype, name, {
      get(this: Scope) {
        const value = of(this.db, idOf(this));
        Object.defineProperty(this, name, { value, enumerable: true });
        return value;
      },
    });
  }
}
lazy(STORE_QUERIES, (s) => s.storeId);
lazy(NETWORK_QUERIES, (s) => s.headStoreId);
lazy(HEAD_QUERIES, (s) => s.headStoreId);

export type StoreScope = Scope &
  Built<typeof STORE_QUERIES> &
  Built<typeof NETWORK_QUERIES> &
  Built<typeof HEAD_QUERIES>;

/** The scope of one store (the tenant middleware's, a job's, the head store's for a branch's sale). */
export function storeScope(env: Env, db: Db, store: StoreRow, sale: BranchSale | null = null): StoreScope {
  return new Scope(env, db, store, sale) as StoreScope;
}

/** The same scope after a write changed the store's row (its sale, if any, kept). */
export const scopeWithStore = (scope: StoreScope, store: StoreRow): StoreScope =>
  storeScope(scope.env, scope.db, store, scope.sale);

/** A branch belongs to its head store's network; every other store is its own network. */
export function headStoreIdOf(store: Pick<StoreRow, "id" | "type" | "parentStoreId">): number {
  return isBranchType(store.type) && store.parentStoreId ? store.parentStoreId : store.id;
}

export type SessionState =
  | { kind: "none" }
  | { kind: "invalid" }
  | { kind: "expired" }
  | { kind: "active"; user: UserRow; tokenHash: string; via: "cookie" | "bearer" };

/** Per-request context shared by the Hono API and React Router loaders/actions. */
export interface RequestContext {
  env: Env;
  db: Db;
  requestId: string;
  hostname: string | null;
  origin: string;
  scope: StoreScope | null;
  cacheMap: ApiCacheMap | null;
  /** On a branch host, its head store's map: the head store's writes (labels, catalogue) show there. */
  headCacheMap?: ApiCacheMap | null;
  /** The store's scheduled windows (platform/scheduleMarks.ts): part of the page cache's key. */
  scheduleMarks?: ScheduleMarks;
  session: SessionState;
  locale: "zh-TW" | "en";
  waitUntil: (p: Promise<unknown>) => void;
  clientIp: string;
  secure: boolean;
  /** Spec §4 guest id (32 letters/digits) from the `guestId` header or cookie; carts key on it. */
  guestId: string | null;
}

// Selling on a branch host (issue 13 §3–4): the head store is the seller of record, so the cart,
// the bill, checkout and the member's orders run in the head store's scope (the sales scope) that
// carries the branch in `sale`. Built here, beside the store scope, through the same builder.

const memo = new WeakMap<StoreScope, Promise<StoreScope>>();

/** The scope a sale runs in: the store itself, or for a branch its head store carrying the branch. */
export function salesScopeOf(scope: StoreScope): Promise<StoreScope> {
  if (scope.sale || !isBranchType(scope.store.type) || scope.headStoreId === scope.storeId) {
    return Promise.resolve(scope);
  }
  let p = memo.get(scope);
  if (!p) {
    p = build(scope);
    memo.set(scope, p);
  }
  return p;
}

async function build(scope: StoreScope): Promise<StoreScope> {
  const [head, cust] = await Promise.all([
    findStore(scope.db, scope.headStoreId),
    scope.branchCatalogue.customisations(scope.storeId),
  ]);
  if (!head) throw new AppError(Code.WEBSITE_DOES_NOT_EXIST, 404, "The head store is gone.");
  const products = new Map<number, Customisation>();
  const categories = new Map<number, Customisation>();
  for (const r of cust.rows) {
    const c = { profitType: r.profitType as ProfitType, profitValue: r.profitValue, isDisplay: r.isDisplay };
    (r.kind === "PRODUCT" ? products : categories).set(r.objectId, c);
  }
  const productCategories = new Map<number, number[]>();
  for (const [p, c] of cust.links) productCategories.set(p, [...(productCategories.get(p) ?? []), c]);
  const sale: BranchSale = {
    branchStoreId: scope.storeId,
    branchName: scope.store.name,
    options: profitOptionsOf(head.settingBranch),
    products,
    categories,
    productCategories,
  };
  return storeScope(scope.env, scope.db, head, sale);
}
