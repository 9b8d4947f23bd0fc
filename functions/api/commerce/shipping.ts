import { Hono } from "hono";
import { openShippingMethods } from "../../commerce/shipping/available";
import { addCountry, removeCountry, storeCountries } from "../../commerce/shipping/countries";
import { importProductShipping } from "../../commerce/shipping/productImport";
import { countryInput, shippingPutBody } from "../../commerce/shipping/schemas";
import { listShippingSettings, replaceShippingSettings } from "../../commerce/shipping/settings";
import { notFound } from "../../platform/errors";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { requireScope } from "../../platform/tenancy/guards";
import { requireSalesScope } from "../../platform/tenancy/salesScope";
import { shippingDisplayName } from "../../shared/commerce/methodNames";
import { type Access, adminBody, adminScope, write } from "../helpers";
import { importSheet, sheetLimit } from "../sheetUpload";

// /api shipping (spec back-office §7 "Orders and shipping", storefront §7 countries). Settings are
// head-store-only under privilege 9. Methods are not in any cached list (checkout reads them
// fresh): no cache key; countries ride in initial data: "initial".
const SHIPPING: Access = { system: "Shipping", keys: [] };
const COUNTRIES: Access = { system: "Shipping", keys: ["initial"] };

export const shippingRoutes = new Hono<AppEnv>()
  // ---- storefront ---------------------------------------------------------------------------------
  // `displayName`: the name for the request's language (cookie sf_lang), beside `name`/`nameEn`.
  .get("/shipping", async (c) => {
    const rc = c.get("rc");
    // On a branch host the head store ships (issue 13): its methods, through the sales scope.
    const list = await openShippingMethods(await requireSalesScope(rc));
    return ok(
      c,
      list.map((m) => ({ ...m, displayName: shippingDisplayName(m, rc.locale) })),
    );
  })
  .get("/shipping/countries", (c) => ok(c, storeCountries(requireScope(c.get("rc")))))

  // ---- admin --------------------------------------------------------------------------------------
  .get("/admin/shipping", async (c) => ok(c, await listShippingSettings(adminScope(c))))
  .put("/admin/shipping", async (c) => {
    const { methods } = await adminBody(c, shippingPutBody);
    return ok(
      c,
      await write(c, SHIPPING, { payload: methods }, (s, _u, audit) => replaceShippingSettings(s, methods, audit)),
    );
  })
  .post("/admin/shipping/countries", async (c) => {
    const { code } = await adminBody(c, countryInput);
    return ok(
      c,
      await write(c, COUNTRIES, { objectId: code, payload: { code } }, (s, _u, audit) => addCountry(s, code, audit)),
    );
  })
  // Which methods each product ships with, from a sheet (commerce/shipping/productImport.ts).
  .post("/admin/shipping/product/excel/import", sheetLimit, (c) =>
    importSheet(c, SHIPPING, (file) => (s, _u, audit) => importProductShipping(s, file, audit)),
  )
  .delete("/admin/shipping/countries/:id", async (c) => {
    adminScope(c);
    const code = (c.req.param("id") ?? "").toUpperCase();
    if (!/^[A-Z]{2}$/.test(code)) throw notFound();
    return ok(c, await write(c, COUNTRIES, { objectId: code }, (s, _u, audit) => removeCountry(s, code, audit)));
  });
