import { describe, expect, it } from "vitest";
import { api as apiApp } from "../../functions/api/table";
import { accountAudit } from "./audit/cases/account";
import { branchCatalogueAudit } from "./audit/cases/branchCatalogue";
import { branchesAudit } from "./audit/cases/branches";
import { branchSettingsAudit } from "./audit/cases/branchSettings";
import { commerceAudit } from "./audit/cases/commerce";
import { contentAudit } from "./audit/cases/content";
import { feedbacksAwardsAudit } from "./audit/cases/feedbacksAwards";
import { notificationsAudit } from "./audit/cases/notifications";
import { registrationAudit } from "./audit/cases/registration";
import { schedulesAudit } from "./audit/cases/schedules";
import { taxonomyAudit } from "./audit/cases/taxonomy";
import { auditCases } from "./audit/harness";

// Issue 12 §4: every admin write endpoint (the Hono app's non-GET /api/admin routes) has a case in
// one area's table (./audit/cases/*), run by that area's test file; this file checks the tables
// cover the API and runs the taxonomy cases.

const AREAS = {
  taxonomyAudit,
  contentAudit,
  commerceAudit,
  accountAudit,
  branchSettingsAudit,
  branchesAudit,
  branchCatalogueAudit,
  registrationAudit,
  schedulesAudit,
  feedbacksAwardsAudit,
  notificationsAudit,
};

/**
 * POST calls that change none of the store's records: an availability check; a visitor's daily visit
 * mark (a storefront call the spec places under /admin, counted, not audited); the retry of an
 * export job, which reads again what the export (a read) would have read.
 */
const NOT_WRITES = new Set([
  "POST /api/admin/store/ifDefaultDomainExists",
  "POST /api/admin/report/store/visit",
  "POST /api/admin/exports/:id/retry",
  // Consignment notes: forms to print, nothing of the store's changes.
  "POST /api/admin/shipping/consignmentNote",
]);

const WRITES = ["POST", "PUT", "PATCH", "DELETE"];
const endpoints = [
  ...new Set(
    apiApp.routes
      .filter((r) => WRITES.includes(r.method) && r.path.startsWith("/admin/"))
      .map((r) => `${r.method} /api${r.path}`),
  ),
]
  .filter((e) => !NOT_WRITES.has(e))
  .sort();

describe("audit completeness", () => {
  const cased = Object.values(AREAS).flatMap((a) => Object.keys(a.cases));

  it("knows every admin write endpoint of the API, each in one table", () => {
    expect(endpoints.length).toBeGreaterThan(50);
    const unknown = endpoints.filter((e) => !cased.includes(e));
    expect(unknown, "admin write endpoints without an audit case").toEqual([]);
    const stale = cased.filter((e) => !endpoints.includes(e));
    expect(stale, "table entries for endpoints that no longer exist").toEqual([]);
    expect(
      cased.filter((e, i) => cased.indexOf(e) !== i),
      "endpoints in two tables",
    ).toEqual([]);
  });
});

auditCases("taxonomy", taxonomyAudit.cases);
