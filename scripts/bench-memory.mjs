// The bench's memory phase (issue 14 §1: "a 10-minute run spread over 10,000 hosts leaves the
// worker's memory flat"): hosts are added to the fleet's stores straight in D1, then requests go
// to a host picked at random while the workerd process's resident memory is sampled. Every
// in-isolate memo is a bounded LRU (README "In-isolate memos"); this shows the bounds hold.
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** Runs one SQL statement on the bench server's D1 (tests/bench/serve.mjs answers over IPC). */
export function sqlOnServer(child, sql) {
  const id = Math.random().toString(36).slice(2);
  return new Promise((resolve, reject) => {
    const onMessage = (m) => {
      if (m?.sqlDone !== id) return;
      child.off("message", onMessage);
      if (m.error) reject(new Error(m.error));
      else resolve(m.changes);
    };
    child.on("message", onMessage);
    child.send({ sql, id });
  });
}

/**
 * Adds `count` hosts (`mem-00001.localhost` …) to the stores whose hosts start with `fleetPrefix`,
 * round robin, in one statement; returns the new hostnames.
 */
export async function addHosts(child, count, fleetPrefix = "fleet-") {
  const sql = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${count}),
      fleet AS (SELECT store_id, row_number() OVER (ORDER BY store_id) - 1 AS k,
                  count(*) OVER () AS total FROM store_hosts WHERE hostname LIKE '${fleetPrefix}%')
    INSERT OR IGNORE INTO store_hosts (hostname, store_id)
    SELECT 'mem-' || printf('%05d', i + 1) || '.localhost', f.store_id
    FROM n JOIN fleet f ON f.k = n.i % f.total`;
  await sqlOnServer(child, sql);
  return Array.from({ length: count }, (_, i) => `mem-${String(i + 1).padStart(5, "0")}.localhost`);
}

/** Resident memory (KiB) of the workerd processes in a process group (the server's). */
export function workerdRssKb(pgid) {
  if (!existsSync("/proc/self/stat")) return null;
  let total = 0;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(f[2]) !== pgid || !comm.startsWith("workerd")) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${name}/status`, "utf8"))?.[1];
      total += Number(rss ?? 0);
    } catch {}
  }
  return total;
}

/**
 * Samples `sample()` every `everyS` seconds while `run` (a promise) lasts. "Flat": after the first
 * two minutes (every memo filling up to its bound), the highest sample is within 10 % of the
 * sample at two minutes.
 */
export async function sampleWhile(run, sample, everyS = 10) {
  const t0 = Date.now();
  const samples = [];
  let done = false;
  const finished = run.finally(() => {
    done = true;
  });
  while (!done) {
    samples.push({ s: Math.round((Date.now() - t0) / 1000), kb: sample() });
    await Promise.race([finished.catch(() => {}), new Promise((ok) => setTimeout(ok, everyS * 1000))]);
  }
  samples.push({ s: Math.round((Date.now() - t0) / 1000), kb: sample() });
  const result = await finished;
  const settled = samples.find((x) => x.s >= 120) ?? samples.at(-1);
  const after = samples.filter((x) => x.s >= settled.s);
  const peak = Math.max(...after.map((x) => x.kb));
  return {
    result,
    samples,
    settledKb: settled.kb,
    peakKb: peak,
    endKb: samples.at(-1).kb,
    flat: peak <= settled.kb * 1.1,
  };
}
