import { type Context, Hono } from "hono";
import type { z } from "zod";
import { AppError } from "../../platform/errors";
import { type AdminWrite, type AuditedWrite, adminWrite, requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import type { RequestContext } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { hasOwnAccount } from "../../shared/store/storeAccount";
import { changeDefaultDomain, defaultDomainView, domainNameStatus } from "../../store/account/domain";
import {
  billListQuery,
  checkoutInput,
  domainInput,
  reviewInput,
  subscriptionPatchInput,
} from "../../store/account/schemas";
import {
  checkout,
  getBill,
  listBills,
  nextBill,
  patchSubscription,
  saveReview,
  storeAccount,
} from "../../store/account/service";
import { idOf } from "../helpers";

// Spec back-office §7 "Subscriptions and store account": the store's plan, bills, default domain
// and review data. Privilege 10 (the Account section). A branch paid by its head store has no
// account (spec §2.3 hides the section): 400027 like any page it may not see.

function accountAccess(rc: RequestContext) {
  const got = requireAdminAccess(rc);
  if (!hasOwnAccount(got.scope.store.type)) {
    throw new AppError(Code.NOT_ADMIN, 200, "This store's account is kept by its head store.");
  }
  return got;
}

const write = (system: AdminWrite<unknown>["system"], keys: AdminWrite<unknown>["keys"] = []) => ({ system, keys });

/** An account change: access before the body is read, then one audited write, answered as it returns. */
async function accountWrite<S extends z.ZodType, T>(
  c: Context<AppEnv>,
  schema: S,
  audit: (input: z.output<S>, rc: RequestContext) => AdminWrite<T>,
  change: (input: z.output<S>) => AuditedWrite<T>,
) {
  const rc = c.get("rc");
  accountAccess(rc);
  const input = await jsonBody(c, schema);
  return ok(c, await adminWrite(rc, c.req.method, c.req.path, audit(input, rc), change(input)));
}

export const accountRoutes = new Hono<AppEnv>()
  .get("/admin/store", async (c) => {
    const { scope, user } = accountAccess(c.get("rc"));
    return ok(c, await storeAccount(scope, user));
  })
  .patch("/admin/store/subscription", (c) =>
    accountWrite(
      c,
      subscriptionPatchInput,
      (input, rc) => ({ ...write("StoreSubscription"), objectId: rc.scope?.storeId, payload: input }),
      (input) => (s, _u, audit) => patchSubscription(s, input, audit),
    ),
  )
  .get("/admin/store/checkout/bill", async (c) => {
    const { scope } = accountAccess(c.get("rc"));
    return ok(c, await nextBill(scope));
  })
  .post("/admin/store/checkout", (c) =>
    accountWrite(
      c,
      checkoutInput,
      (input) => ({
        // Paying may reopen a store closed for not paying: its initial data changes.
        ...write("StoreSubscription", ["initial"]),
        objectId: (b: { id: number }) => b.id,
        // The audit keeps which card paid, never a card number.
        payload: { idempotencyKey: input.idempotencyKey, cardId: input.cardId ?? null, newCard: !!input.card },
      }),
      (input) => (s, user, audit) => checkout(s, user, input, audit),
    ),
  )
  .get("/admin/store/orders", async (c) => {
    const { scope } = accountAccess(c.get("rc"));
    return ok(c, await listBills(scope, parseWith(billListQuery, c.req.query())));
  })
  .get("/admin/store/orders/:id", async (c) => {
    const { scope } = accountAccess(c.get("rc"));
    return ok(c, await getBill(scope, idOf(c)));
  })
  .get("/admin/store/defaultDomain", (c) => {
    const { scope } = accountAccess(c.get("rc"));
    return ok(c, defaultDomainView(scope.env, scope.store.defaultDomain));
  })
  .patch("/admin/store/defaultDomain", (c) =>
    accountWrite(
      c,
      domainInput,
      ({ domainName }, rc) => ({
        ...write("StoreDomain", ["initial"]),
        objectId: rc.scope?.storeId,
        payload: { domainName },
      }),
      ({ domainName }) =>
        (s, _u, audit) =>
          changeDefaultDomain(s, domainName, audit),
    ),
  )
  .post("/admin/store/ifDefaultDomainExists", async (c) => {
    const { scope } = accountAccess(c.get("rc"));
    const { domainName } = await jsonBody(c, domainInput);
    return ok(c, await domainNameStatus(scope, domainName));
  })
  .patch("/admin/store/user/review", (c) =>
    accountWrite(
      c,
      reviewInput,
      (input, rc) => ({
        ...write("StoreReview", ["initial"]),
        objectId: rc.scope?.storeId,
        payload: { fields: Object.keys(input) },
      }),
      (input) => (s, _u, audit) => saveReview(s, input, audit),
    ),
  );
