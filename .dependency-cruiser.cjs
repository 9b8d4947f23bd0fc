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
