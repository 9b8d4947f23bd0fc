// The bench's fleet (issue 14): many small stores on their own hosts, and wrk scripts that spread
// requests over them at random or add headers. Stores are made through the operator API, as an
// operator adds them; each is a NORMAL store without products (its home shows the empty shelf),
// which keeps the setup to one call per store.
import { writeFileSync } from "node:fs";
import path from "node:path";

const luaString = (s) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** Creates `count` stores (fleet-0001.localhost …), `concurrency` calls at a time; returns their hosts. */
export async function createFleet(origin, token, count, { concurrency = 8, prefix = "fleet" } = {}) {
  const hosts = Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(4, "0")}.localhost`);
  let next = 0;
  const create = (i) =>
    fetch(`${origin}/operator/stores`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: `小店 ${i + 1}`, storeType: "NORMAL", host: hosts[i] }),
    });
  const worker = async () => {
    while (next < hosts.length) {
      const i = next++;
      let res = await create(i);
      // The operator API allows 600 calls a minute: wait for the next window, as an operator's script would.
      for (let tries = 0; res.status === 429 && tries < 30; tries++) {
        await res.arrayBuffer().catch(() => {});
        await new Promise((ok) => setTimeout(ok, 1000 * (Number(res.headers.get("retry-after")) || 5)));
        res = await create(i);
      }
      // 409: already there (a re-run against the same state) is as good as made.
      if (res.status !== 201 && res.status !== 409)
        throw new Error(`create ${hosts[i]}: HTTP ${res.status} ${await res.text()}`);
      await res.arrayBuffer().catch(() => {});
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return hosts;
}

/** GETs `path` once on every host (`concurrency` at a time): each store's page is rendered and cached. */
export async function warmFleet(get, origin, hosts, pagePath, { concurrency = 4 } = {}) {
  let next = 0;
  let bad = 0;
  const worker = async () => {
    while (next < hosts.length) {
      const r = await get(origin, hosts[next++], pagePath);
      if (r.status !== 200) bad++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { bad };
}

/** A wrk script whose every request goes to a host picked at random from `hosts`. */
export function spreadScript(dir, name, hosts, pagePath) {
  const lines = [
    `local hosts = { ${hosts.map(luaString).join(", ")} }`,
    "local threads = {}",
    "function setup(thread) table.insert(threads, thread); thread:set('tid', #threads) end",
    "function init(args) math.randomseed(os.time() + (tid or 0) * 7919) end",
    "request = function()",
    `  return wrk.format("GET", ${luaString(pagePath)}, { Host = hosts[math.random(#hosts)] })`,
    "end",
  ];
  const file = path.join(dir, `${name}.lua`);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

/** A wrk script that sends these headers with every GET. */
export function headerScript(dir, name, headers) {
  const lines = Object.entries(headers).map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`);
  const file = path.join(dir, `${name}.lua`);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}
