import { Hono } from "hono";
import { z } from "zod";
import { shopInitialData } from "../../network/catalogue/brand";
import { publicUser } from "../../people/accounts/user";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody } from "../../platform/http/input";
import { keepInitialAnswer } from "../../platform/pageCache/pageCache";
import { requireScope } from "../../platform/tenancy/guards";
import { normaliseHostname } from "../../platform/tenancy/hostname";
import { resolveStoreId } from "../../platform/tenancy/tenancy";
import { initialLists } from "../../store/initialLists";

const domainInput = z.strictObject({ domain: z.string().min(1).max(300) });

export const storeRoutes = new Hono<AppEnv>()
  .get("/initial", async (c) => {
    const rc = c.get("rc");
    const scope = requireScope(rc);
    // A branch host's data as its storefront shows it (the logo by the head store's rule).
    const store = await shopInitialData(scope, rc.locale);
    const lists = await initialLists(scope, rc.cacheMap, store.policy.isLimited === true, rc.headCacheMap);
    const data = lists ? { ...store, ...lists } : store;
    if (rc.session.kind === "active") return ok(c, { ...data, user: publicUser(rc.session.user) });
    const res = ok(c, data);
    rc.waitUntil(keepInitialAnswer(c.req.raw, rc, res.clone()));
    return res;
  })
  .post("/storefleet/auth/isDomainValid", async (c) => {
    const rc = c.get("rc");
    const { domain } = await jsonBody(c, domainInput);
    const host = normaliseHostname(domain);
    if (!host) return ok(c, false);
    const { storeId } = await resolveStoreId(rc.env.KV, rc.db, host);
    return ok(c, storeId !== null);
  });
