// The floor plan of the source tree, checked by `npm test` (scripts/depcheck.mjs) and described in
// README "Architecture" and docs/decisions/floor-plan.md. A file may import its own floor and the
// floors below it, never one above; the HTTP floor alone imports route modules; db/ stands under
// everything; the browser's code (app/) reaches the data only through functions/.
//
// FLOORS runs from the top floor down. A floor is a list of path prefixes below functions/.
const FLOORS = [
  ["http", ["worker.ts", "api/"]],
  ["operator", ["operator/"]],
  ["network", ["network/"]],
  ["store", ["store/"]],
  ["people", ["people/"]],
  ["commerce", ["commerce/"]],
  ["media", ["media/"]],
  ["ground", ["platform/", "shared/"]],
];

// The one door to a store's data (docs/decisions/floor-plan.md "One door"): the db/ modules whose
// accessors are keyed by a store or a network. functions/platform/tenancy/scope.ts builds them onto the
// scope; an area reads `scope.orders`, `scope.branchUsers`…, and imports these modules for types only.
const ACCESSOR_MODULES = [
  "accounts",
  "audit",
  "batch",
  "network/branchAudit",
  "network/branchCatalogue",
  "network/branchDelete",
  "network/branchFeedback",
  "network/branchJobs",
  "network/branchNetwork",
  "network/branchRenewal",
  "network/branchSettings",
  "network/branchTree",
  "network/branchUsers",
  "network/branches",
  "cards",
  "cart",
  "catalogue/products",
  "catalogue/saleLines",
  "catalogue/stocks",
  "catalogue/taxonomy",
  "checkout",
  "checkoutInfo",
  "content",
  "errorLogs",
  "invoice",
  "media",
  "mediaSweep",
  "members",
  "orders",
  "paymentLogs",
  "payment",
  "pendingStates",
  "platform",
  "promotions",
  "network/registration",
  "network/registrationCart",
  "security",
  "settings",
  "shipping",
  "social",
  "staff",
  "storeAccount",
  "storeCheck",
  "storeSettings",
  "subscriptions",
  "verifications",
];

// Files of an area that still import an accessor module for a value, each for its reason.
const DOOR_EXCEPTIONS = [
  // The platform operator's services work across stores, by store id, without a store's request.
  "operator/",
  // Jobs off a request (cron, waitUntil): they hold a store or network id, not a scope.
  "network/renewal/schedule.ts", // the renewal cron: every network's due and ending branches
  "network/renewal/apply.ts", // a confirmed payment's renewal, by the head store's id (payment callback, cron)
  "network/branches/deleteJob.ts", // the branch delete job's run (waitUntil, cron), by the head store's id
  "commerce/subscriptions/renewals.ts", // the subscription cron: due subscriptions across stores
  "media/sweep.ts", // the media sweep cron: stores with old uploads, one store at a time
  "store/schedules/run.ts", // the schedule cron: due schedules across stores, one batch per schedule
  // Values of an accessor module that are not a store's queries: constants and pure builders.
  "people/security/service.ts", // SESSION_ID_LENGTH
  "network/renewal/checkout.ts", // PAY_LATER_METHODS
  "commerce/catalogue/stocks.ts", // lineFromRow (a row's shape)
  "network/registration/admin.ts", // registrationPolicyStore (the policy's store id, a sub-query)
  "network/registration/findDomain.ts", // branchHostsByEmail: a member's branches across networks
  "commerce/shipping/storeDefaults.ts", // a new store's default methods, inserted before it has a scope
  "commerce/shipping/countries.ts", // setStoreCountries: the statement of the store's country list
];

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const under = (prefixes) => `^functions/(${prefixes.map(esc).join("|")})`;

const floorRules = FLOORS.slice(1).map(([name, prefixes], i) => ({
  name: `floor-${name}`,
  comment: `${name} stands below ${FLOORS.slice(0, i + 1)
    .map(([n]) => n)
    .join(", ")}: it may not import them`,
  severity: "error",
  from: { path: under(prefixes) },
  to: { path: under(FLOORS.slice(0, i + 1).flatMap(([, p]) => p)) },
}));

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "No import cycle anywhere in the source tree",
      severity: "error",
      from: { path: "^(app|functions|db)/" },
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      comment: "No cycle between two folders of functions/",
      severity: "error",
      scope: "folder",
      from: { path: "^functions/" },
      to: { path: "^functions/", circular: true },
    },
    {
      name: "route-modules-from-http-only",
      comment: "Nothing but the HTTP floor (functions/api/, worker.ts) imports a route module",
      severity: "error",
      from: { path: "^(app|db|functions)/", pathNot: "^functions/(api/|worker\\.ts$)" },
      to: { path: "^functions/api/" },
    },
    {
      name: "db-stands-below",
      comment: "db/ imports neither functions/ nor app/",
      severity: "error",
      from: { path: "^db/" },
      to: { path: "^(functions|app)/" },
    },
    {
      name: "sql-in-db-only",
      comment: "SQL lives in db/: nothing else imports the query builder",
      severity: "error",
      from: { path: "^(app|functions)/" },
      to: { path: "(^|/)node_modules/drizzle-orm/" },
    },
    {
      name: "app-not-db",
      comment: "app/ reaches the data through functions/, never db/ straight",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^db/" },
    },
    {
      name: "one-door",
      comment:
        "An area reads a store's data through its scope (functions/platform/tenancy/scope.ts): it imports db/ accessor modules for types only (exceptions in DOOR_EXCEPTIONS, each with its reason)",
      severity: "error",
      from: {
        path: "^functions/(worker\\.ts$|api/|operator/|network/|store/|people/|commerce/|media/)",
        pathNot: under(DOOR_EXCEPTIONS),
      },
      to: {
        path: `^db/(${ACCESSOR_MODULES.map(esc).join("|")})\\.ts$`,
        dependencyTypesNot: ["type-only"],
      },
    },
    ...floorRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(build|\\.react-router|\\.wrangler)/" },
    tsConfig: { fileName: "tsconfig.json" },
    // swc reads the TypeScript as written, so type-only imports count too (they tie the house as
    // much as value imports do); tsPreCompilationDeps would ask for the tsc API, which TypeScript 7
    // does not have.
    tsPreCompilationDeps: false,
    parser: "swc",
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js", ".d.ts"] },
  },
};
