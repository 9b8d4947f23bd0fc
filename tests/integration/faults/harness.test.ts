import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isBindingFailure } from "../../../functions/platform/bindingFailure";
import { armFaults, disarmFaults, faultCalls, parseFaultRules, withFaults } from "../../../functions/platform/faults";
import { OPERATOR, sql } from "../../helpers";

// The fault harness itself (issue 16 §4): each binding fails where a rule says, the way production
// words it, and nowhere else.

const ROW = "CREATE TABLE IF NOT EXISTS fault_probe (n INTEGER)";

describe("fault harness", () => {
  it("unarmed, the env is handed back as it is", () => {
    expect(withFaults(env)).toBe(env);
  });

  it("fails the n-th D1 round trip before it is sent, and only that one", async () => {
    await env.DB.prepare(ROW).run();
    armFaults([{ binding: "d1", nth: 2, when: "before" }]);
    const db = withFaults(env).DB;
    await db.prepare("INSERT INTO fault_probe VALUES (1)").run();
    const second = db.prepare("INSERT INTO fault_probe VALUES (2)").run();
    await expect(second).rejects.toThrow("D1_ERROR: Network connection lost.");
    await db.batch([
      db.prepare("INSERT INTO fault_probe VALUES (3)"),
      db.prepare("INSERT INTO fault_probe VALUES (4)"),
    ]);
    expect((await sql<{ n: number }>("SELECT n FROM fault_probe ORDER BY n")).map((r) => r.n)).toEqual([1, 3, 4]);
    expect(faultCalls().map((c) => [c.op, c.failed])).toEqual([
      ["run", false],
      ["run", true],
      ["batch", false],
    ]);
  });

  it("after: the round trip ran and its answer is lost", async () => {
    await env.DB.prepare(ROW).run();
    armFaults([{ binding: "d1", nth: 1, when: "after" }]);
    const db = withFaults(env).DB;
    await expect(db.batch([db.prepare("INSERT INTO fault_probe VALUES (7)")])).rejects.toThrow("D1_ERROR");
    expect(await sql("SELECT n FROM fault_probe")).toEqual([{ n: 7 }]);
  });

  it("KV and R2 fail by operation; a delay answers late instead", async () => {
    armFaults([
      { binding: "kv", ops: ["put"] },
      { binding: "r2", ops: ["put"] },
      { binding: "kv", ops: ["get"], delayMs: 80 },
    ]);
    const faulty = withFaults(env);
    await expect(faulty.KV.put("k", "v")).rejects.toThrow("KV PUT failed: 503 Service Unavailable");
    await expect(faulty.MEDIA.put("k", "v")).rejects.toThrow("put: We encountered an internal error");
    const started = Date.now();
    expect(await faulty.KV.get("k")).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(await faulty.MEDIA.get("k")).toBeNull(); // R2 reads are not watched by the rule
    disarmFaults();
    expect(withFaults(env)).toBe(env);
  });

  it("every injected failure is recognised as a binding failure; a bug is not", async () => {
    armFaults([{ binding: "d1" }, { binding: "kv" }, { binding: "r2" }]);
    const faulty = withFaults(env);
    const errors = await Promise.all([
      faulty.DB.prepare("SELECT 1")
        .first()
        .catch((e) => e),
      faulty.KV.get("x").catch((e) => e),
      faulty.MEDIA.put("x", "y").catch((e) => e),
    ]);
    for (const e of errors) expect(isBindingFailure(e)).toBe(true);
    expect(isBindingFailure(new Error("Failed query", { cause: errors[0] }))).toBe(true);
    disarmFaults();
    const bug = await env.DB.prepare("SELECT * FROM no_such_table")
      .first()
      .catch((e) => e);
    expect(isBindingFailure(bug)).toBe(false);
    expect(isBindingFailure(new Error("D1_ERROR: UNIQUE constraint failed: stores.name"))).toBe(false);
  });

  it("FAULTS takes JSON rules, or binding names for a shell", () => {
    expect(parseFaultRules("kv")).toEqual([{ binding: "kv" }]);
    expect(parseFaultRules("d1, r2")).toEqual([{ binding: "d1" }, { binding: "r2" }]);
    expect(parseFaultRules('[{"binding":"kv","ops":["get"],"delayMs":80}]')).toEqual([
      { binding: "kv", ops: ["get"], delayMs: 80 },
    ]);
    expect(() => parseFaultRules("disk")).toThrow(/rule 1/);
  });

  it("the operator API arms and disarms it on the served worker, behind the operator token", async () => {
    const call = (method: string, body?: string, token = OPERATOR) =>
      SELF.fetch("http://platform.localhost/operator/faults", {
        method,
        headers: { authorization: `Bearer ${token}` },
        body,
      });
    expect((await call("PUT", "[]", "wrong")).status).toBe(401);
    const bad = await call("PUT", '[{"binding":"disk"}]');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toMatch(/rule 1/);
    const armed = await call("PUT", '[{"binding":"kv","ops":["get"]}]');
    expect(((await armed.json()) as { data: { armed: boolean } }).data.armed).toBe(true);
    await expect(withFaults(env).KV.get("x")).rejects.toThrow("KV GET failed");
    // D1 failing entirely does not lock the prober out.
    await call("PUT", '[{"binding":"d1"}]');
    expect(((await (await call("DELETE")).json()) as { data: { armed: boolean } }).data.armed).toBe(false);
    expect(withFaults(env)).toBe(env);
  });
});
