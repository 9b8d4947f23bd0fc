import { Hono } from "hono";
import { z } from "zod";
import { publicUser } from "../accounts/user";
import { labelSourceOf } from "../branchSettings/labels";
import { type AppEnv, ok } from "../platform/envelope";
import { requireScope } from "../platform/guards";
import { normaliseHostname } from "../platform/hostname";
import { jsonBody } from "../platform/input";
import { resolveStoreId } from "../platform/tenancy";
import { storeInitialData } from "./initial";
import { initialLists } from "./initialLists";

const domainInput = z.strictObject({ domain: z.string().min(1).max(300) });

export const storeRoutes = new Hono<AppEnv>()
  .get("/initial", async (c) => {
    const rc = c.get("rc");
    const scope = requireScope(rc);
    const store = storeInitialData(scope.store, rc.locale, await labelSourceOf(scope));
    const lists = await initialLists(scope, rc.cacheMap, store.policy.isLimited === true);
    const data = lists ? { ...store, ...lists } : store;
    return ok(c, rc.session.kind === "active" ? { ...data, user: publicUser(rc.session.user) } : data);
  })
  .post("/storefleet/auth/isDomainValid", async (c) => {
    const rc = c.get("rc");
    const { domain } = await jsonBody(c, domainInput);
    const host = normaliseHostname(domain);
    if (!host) return ok(c, false);
    const { storeId } = await resolveStoreId(rc.env.KV, rc.db, host);
    return ok(c, storeId !== null);
  });
