// The bench's analytics part (issue 28 §1): the cached home with visit counting on (a visit POST
// for every ten home views, each from a new guest: a D1 insert each, more than browsers send, who
// report once a day) and a year-long store report read by the measured store's demo admin, after
// one cold read that computes the year's roll-ups (timed on its own and printed).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { call } from "./bench-commerce.mjs";

const VISIT = "/api/admin/report/store/visit";

/** wrk script: GET / nine times in ten, else a visit POST with a fresh 32-character guest id. */
function visitMixScript(dir) {
  const file = path.join(dir, "home-visits.lua");
  writeFileSync(
    file,
    `local n = 0
math.randomseed(math.floor(os.clock() * 1000000) + os.time())
request = function()
  n = n + 1
  if n % 10 ~= 0 then return wrk.format("GET", "/") end
  local h = {}
  for k, v in pairs(wrk.headers) do h[k] = v end
  h["Content-Type"] = "application/json"
  local id = string.format("%08x%08x%08x%08x", math.random(0, 2147483647), math.random(0, 2147483647),
    math.random(0, 2147483647), math.random(0, 2147483647))
  return wrk.format("POST", "${VISIT}", h, '{"guestId":"' .. id .. '"}')
end
`,
  );
  return file;
}

function bearerScript(dir, token) {
  const file = path.join(dir, "report-year.lua");
  writeFileSync(file, `wrk.headers["Authorization"] = "Bearer ${token}"\n`);
  return file;
}

const taipeiDay = (ms) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** The two targets, and the cold year read's time (ms). */
export async function reportTargets(origin, demo, dir) {
  const login = await call(origin, demo.host, "POST", "/api/auth/login", {
    body: { email: demo.admin.email, password: demo.admin.password },
    headers: { "cf-connecting-ip": "203.0.250.1" },
  });
  const token = login.body?.data?.accessToken;
  if (!token) throw new Error(`admin login: HTTP ${login.status} ${login.text.slice(0, 200)}`);
  const now = Date.now();
  const yearPath = `/api/admin/report/store?preset=DATE_RANGE&dateFrom=${taipeiDay(now - 365 * 86_400_000)}&dateTo=${taipeiDay(now)}`;
  const auth = { authorization: `Bearer ${token}` };
  const t0 = performance.now();
  const cold = await call(origin, demo.host, "GET", yearPath, { headers: auth });
  const coldMs = performance.now() - t0;
  if (cold.status !== 200 || cold.body?.code !== 0 || cold.body.data.series.length !== 366)
    throw new Error(`year report: HTTP ${cold.status} ${cold.text.slice(0, 200)}`);
  const visit = await call(origin, demo.host, "POST", VISIT, {
    body: { guestId: "benchGuest00000000000000000000001" },
  });
  if (visit.status !== 200 || visit.body?.code !== 0) throw new Error(`visit: HTTP ${visit.status}`);
  return {
    coldMs,
    targets: [
      {
        id: "home-visits",
        label: "GET / + visit POST 1 in 10",
        host: demo.host,
        path: "/",
        minRatio: 0.85,
        script: visitMixScript(dir),
      },
      {
        id: "report-year",
        label: "GET year store report",
        host: demo.host,
        path: yearPath,
        minRatio: null,
        p99Ms: 250,
        script: bearerScript(dir, token),
      },
    ],
  };
}
