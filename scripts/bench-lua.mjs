// wrk Lua scripts for the bench's POST targets. Business outcomes ride in the envelope with HTTP 200,
// so wrk's own non-2xx count would miss a refused add-to-cart: every script counts answers whose
// envelope code is not 0 and prints them as "__BIZERR__ n" (read by parseWrk in bench.mjs).
import { writeFileSync } from "node:fs";
import path from "node:path";

const COUNT_BUSINESS_ERRORS = `
local threads = {}
function setup(thread) table.insert(threads, thread); thread:set("tid", #threads) end
function init(args) bizerr = 0; math.randomseed(os.time() + (tid or 0) * 7919) end
function response(status, headers, body)
  if status == 200 and not string.find(body, '"code":0,', 1, true) then bizerr = bizerr + 1 end
end
function done(summary, latency, requests)
  local n = 0
  for _, t in ipairs(threads) do n = n + (t:get("bizerr") or 0) end
  io.write(string.format("__BIZERR__ %d\\n", n))
end
`;

const luaString = (s) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * A POST script. `randomGuest`: every request carries a fresh 32-character guestId (a new shopper's
 * cart each time); else `headers` are sent as they are.
 */
export function postScript(dir, name, { body, headers = {}, randomGuest = false }) {
  const lines = [
    'wrk.method = "POST"',
    `wrk.body = ${luaString(JSON.stringify(body))}`,
    'wrk.headers["content-type"] = "application/json"',
    ...Object.entries(headers).map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`),
  ];
  if (randomGuest) {
    lines.push(
      'local chars = "abcdefghijklmnopqrstuvwxyz0123456789"',
      "request = function()",
      "  local g = {}",
      "  for i = 1, 32 do local r = math.random(1, 36); g[i] = chars:sub(r, r) end",
      '  wrk.headers["guestId"] = table.concat(g)',
      "  return wrk.format()",
      "end",
    );
  }
  const file = path.join(dir, `${name}.lua`);
  writeFileSync(file, `${lines.join("\n")}\n${COUNT_BUSINESS_ERRORS}`);
  return file;
}
