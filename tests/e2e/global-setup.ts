import { readFileSync } from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";

// The web server is "up" before `npm start` has finished seeding; wait until both demo stores
// and their members exist. (Node cannot resolve *.localhost, so this asks 127.0.0.1.)
const PORT = Number(process.env.E2E_PORT ?? 8799);

// Seeding both stores, their orders and the branch network takes about a minute on an idle 2-core
// machine and has taken over five on a loaded one. So the wait follows the seed's own progress
// (the count of answered seed requests `npm start` writes, scripts/seed-progress.mjs): it
// goes on while that count moves, and fails once it has stood still for STALL_MS (a hung seed, or
// a server whose seed died), or after CAP_MS in all (a seed that loops).
const STALL_MS = 300_000;
const CAP_MS = 30 * 60_000;
// scripts/seed-progress.mjs SEED_PROGRESS_FILE, in the e2e server's state folder (playwright.config.ts).
const PROGRESS = path.join(".wrangler", "e2e-state", "seed-progress.json");

type Progress = { answered: number; done: boolean; at: string };

function progressOf(file: string): Progress | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Progress;
  } catch {
    return null; // not written yet, or caught mid-write
  }
}

/** True once both demo stores, the branch network and the members exist. */
async function seeded(): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${PORT}/operator/stores`, {
    headers: { authorization: "Bearer dev-operator-token" },
  });
  const body = (await res.json()) as { data?: { hosts: string[] }[] };
  const hosts = (body.data ?? []).flatMap((s) => s.hosts);
  // The demo branch network is seeded after both stores (its last branch: oak).
  if (!hosts.includes("shop-a.localhost") || !hosts.includes("oak.shop-b.localhost")) return false;
  const member = await fetch(`http://127.0.0.1:${PORT}/operator/stores/2/users`, {
    method: "POST",
    headers: { authorization: "Bearer dev-operator-token", "content-type": "application/json" },
    body: JSON.stringify({ email: "member@shop-b.test", password: "demo1234", name: "張小雨" }),
  });
  return member.status === 409;
}

/** Specs that sign in as an admin each get their own account: login is rate limited per account. */
async function ensureAdmins() {
  for (const who of ["catalogue", "content", "browse"]) {
    const r = await fetch(`http://127.0.0.1:${PORT}/operator/stores/1/users`, {
      method: "POST",
      headers: { authorization: "Bearer dev-operator-token", "content-type": "application/json" },
      body: JSON.stringify({
        email: `e2e-${who}@shop-a.test`,
        password: "demo1234",
        name: "測試管理員",
        isAdmin: true,
      }),
    });
    if (r.status !== 201 && r.status !== 409) throw new Error(`e2e admin ${who}: HTTP ${r.status}`);
  }
}

export default async function globalSetup(config: FullConfig) {
  const file = path.join(path.dirname(config.configFile ?? "."), PROGRESS);
  const started = Date.now();
  let last = progressOf(file)?.answered ?? -1;
  let movedAt = started;
  while (true) {
    try {
      if (await seeded()) return ensureAdmins();
    } catch {}
    const now = Date.now();
    const p = progressOf(file);
    if (p && p.answered !== last) {
      last = p.answered;
      movedAt = now;
    }
    const seen = p ? `${p.answered} seed requests answered, the last progress at ${p.at}` : `no ${file}`;
    if (p?.done && now - movedAt > 30_000) throw new Error(`the demo seed ended without both stores (${seen})`);
    if (now - movedAt > STALL_MS) throw new Error(`the demo seed stood still for ${STALL_MS / 1000} s (${seen})`);
    if (now - started > CAP_MS)
      throw new Error(`the demo seed was still running after ${CAP_MS / 60_000} min (${seen})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
