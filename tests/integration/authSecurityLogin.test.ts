import { applyD1Migrations, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { LOGIN_LIMITS } from "../../functions/people/accounts/loginThrottle";
import { createStore, freshIp, login, registerMember, sessionCookieOf, sql } from "../helpers";

// Issue 11: login throttling counts failures per address and per account+address; it never locks an
// account, and an account failing from several addresses gets its owner ONE warning mail.

const HOST = "shop-a.localhost";
const PASSWORD = { mia: "mia-right-1234", ben: "ben-right-1234" };
const EMAIL = { mia: "mia@example.com", ben: "ben@example.com" };
type Who = keyof typeof EMAIL;

const { address, accountAddress, account, attackAddresses } = LOGIN_LIMITS;

/** Wrong passwords (or unknown emails) from one named address. */
type Attack = { from: string; email: Who | "random"; times: number };
/** One login after the attack and its expected outcome: 0 signed in, 400021 wrong, 429 throttled. */
type Probe = { from: string; who: Who; right: boolean; expect: 0 | 400021 | 429 };
type Row = { scenario: string; attacks: Attack[]; probes: Probe[]; alertMails: number };

const spread = (n: number, each: number, email: Who = "mia"): Attack[] =>
  Array.from({ length: n }, (_, i) => ({ from: `bot${i}`, email, times: each }));

// The first page render builds the server bundle: pay for it once, outside every test's timeout.
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await (await SELF.fetch("http://warm-up.localhost/")).text();
}, 180_000);

const TABLE: Row[] = [
  {
    scenario: "one address guesses the owner's password up to the pair limit",
    attacks: [{ from: "attacker", email: "mia", times: accountAddress.max }],
    probes: [
      { from: "attacker", who: "mia", right: true, expect: 429 }, // the right password no longer tells
      { from: "owner", who: "mia", right: true, expect: 0 }, // owner elsewhere: unaffected
      { from: "attacker", who: "ben", right: true, expect: 0 }, // other account on the attacker's address
      { from: "attacker", who: "ben", right: false, expect: 400021 },
    ],
    alertMails: 0,
  },
  {
    scenario: "one failure short of the pair limit still lets the right password through",
    attacks: [{ from: "attacker", email: "mia", times: accountAddress.max - 1 }],
    probes: [{ from: "attacker", who: "mia", right: true, expect: 0 }],
    alertMails: 0,
  },
  {
    scenario: "credential stuffing: one address, many emails, up to the address cap",
    attacks: [{ from: "attacker", email: "random", times: address.max }],
    probes: [
      { from: "attacker", who: "ben", right: true, expect: 429 }, // the whole address is slowed down
      { from: "attacker", who: "mia", right: true, expect: 429 },
      { from: "owner", who: "mia", right: true, expect: 0 },
      { from: "other", who: "ben", right: true, expect: 0 },
    ],
    alertMails: 0,
  },
  {
    scenario: "distributed attack on one account: never a lock, one mail to its owner",
    attacks: spread(attackAddresses + 2, Math.ceil((account.max + 5) / (attackAddresses + 2))),
    probes: [
      { from: "owner", who: "mia", right: true, expect: 0 },
      { from: "owner", who: "mia", right: false, expect: 400021 },
      { from: "owner", who: "mia", right: true, expect: 0 },
      { from: "bot0", who: "ben", right: true, expect: 0 },
    ],
    alertMails: 1,
  },
  {
    scenario: "many failures from too few addresses is not an attack on the account (no mail)",
    attacks: spread(attackAddresses - 1, accountAddress.max),
    probes: [
      { from: "bot0", who: "mia", right: true, expect: 429 },
      { from: "owner", who: "mia", right: true, expect: 0 },
    ],
    alertMails: 0,
  },
  {
    scenario: "the owner mistyping a few times signs in",
    attacks: [{ from: "owner", email: "mia", times: 3 }],
    probes: [{ from: "owner", who: "mia", right: true, expect: 0 }],
    alertMails: 0,
  },
  {
    scenario: "successful logins are never counted (one address, more than every limit)",
    attacks: [],
    probes: Array.from({ length: address.max + 2 }, () => ({
      from: "office",
      who: "mia" as const,
      right: true,
      expect: 0 as const,
    })),
    alertMails: 0,
  },
];

const alertMails = () =>
  sql("SELECT subject FROM mail_outbox WHERE \"to\" = ? AND subject LIKE '%登入異常%'", EMAIL.mia);

/**
 * The counters are fixed windows: a scenario that straddles a window's end sees its count split in
 * two. Every window is a multiple of the shortest, so starting clear of its end keeps a scenario
 * (a second or two) inside one window of each.
 */
async function clearOfWindowEdge(marginS = 20) {
  const shortest = Math.min(...Object.values(LOGIN_LIMITS).flatMap((l) => (typeof l === "object" ? [l.windowS] : [])));
  const left = shortest - ((Date.now() / 1000) % shortest);
  if (left < marginS) await new Promise((ok) => setTimeout(ok, left * 1000 + 100));
}

describe("login throttling table", () => {
  it.each(TABLE)("$scenario", async (row) => {
    await clearOfWindowEdge();
    await createStore(HOST);
    await registerMember(HOST, EMAIL.mia, "Mia Member", PASSWORD.mia);
    await registerMember(HOST, EMAIL.ben, "Ben Member", PASSWORD.ben);
    const ips = new Map<string, string>();
    const ip = (label: string) => ips.get(label) ?? ips.set(label, freshIp()).get(label)!;

    let n = 0;
    for (const a of row.attacks) {
      for (let i = 0; i < a.times; i++) {
        n += 1;
        const email = a.email === "random" ? `nobody${n}@example.com` : EMAIL[a.email];
        const r = await login(HOST, email, `wrong-password-${n}`, ip(a.from));
        expect({ n, code: r.body.code }).toEqual({ n, code: 400021 });
      }
    }
    const outcomes = [];
    for (const p of row.probes) {
      const r = await login(HOST, EMAIL[p.who], p.right ? PASSWORD[p.who] : "wrong-password", ip(p.from));
      outcomes.push({ ...p, expect: r.status === 429 ? 429 : r.body.code });
    }
    expect(outcomes).toEqual(row.probes);
    expect(await alertMails()).toHaveLength(row.alertMails);
  });
});

describe("under attack", () => {
  it("mails the owner once per hour however long the attack goes on, and never locks", async () => {
    await createStore(HOST);
    await registerMember(HOST, EMAIL.mia, "Mia Member", PASSWORD.mia);
    const bots = Array.from({ length: 6 }, () => freshIp());
    for (let i = 0; i < 48; i++) await login(HOST, EMAIL.mia, `wrong-${i}`, bots[i % bots.length]);
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    const [body] = await sql<{ body: string }>('SELECT body FROM mail_outbox WHERE "to" = ?', EMAIL.mia);
    expect(body?.body).toContain("not locked");
    expect(body?.body).toContain("沒有被鎖定");
    expect((await login(HOST, EMAIL.mia, PASSWORD.mia, freshIp())).body.code).toBe(0);
  });

  it("sends nothing for an email without an account", async () => {
    await createStore(HOST);
    for (let i = 0; i < account.max + 5; i++) await login(HOST, "ghost@example.com", "wrong-pass", freshIp());
    expect(await sql("SELECT id FROM mail_outbox")).toEqual([]);
  });

  it("counts per store: failures at one store do not throttle the same address at another", async () => {
    await createStore(HOST);
    await createStore("shop-b.localhost");
    await registerMember("shop-b.localhost", EMAIL.mia, "Mia Member", PASSWORD.mia);
    const attacker = freshIp();
    for (let i = 0; i < address.max; i++) await login(HOST, EMAIL.mia, `wrong-${i}`, attacker);
    expect((await login(HOST, EMAIL.mia, PASSWORD.mia, attacker)).status).toBe(429);
    expect((await login("shop-b.localhost", EMAIL.mia, PASSWORD.mia, attacker)).body.code).toBe(0);
  });
});

/** The back office's login page (/admin) posts its form to the same service. */
async function adminFormLogin(email: string, password: string, ip: string) {
  const r = await SELF.fetch(`http://${HOST}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST}`, "cf-connecting-ip": ip },
    body: new URLSearchParams({ email, password }).toString(),
  });
  await r.text();
  return r;
}

describe("the back office login page (/admin)", () => {
  it("throttles the attacker's address and lets the admin in from theirs", async () => {
    const admin = { email: "boss@example.com", password: "boss-right-1234", name: "Boss Admin" };
    await createStore(HOST, "NORMAL", admin);
    const attacker = freshIp();
    for (let i = 0; i < accountAddress.max; i++) {
      expect((await adminFormLogin(admin.email, `wrong-${i}`, attacker)).status).toBe(200);
    }
    expect((await adminFormLogin(admin.email, admin.password, attacker)).status).toBe(429);
    const ok = await adminFormLogin(admin.email, admin.password, freshIp());
    expect(ok.status).toBe(302);
    expect(sessionCookieOf(ok.headers)).toBeTruthy();
  }, 120_000);
});
