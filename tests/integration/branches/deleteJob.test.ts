import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../../db/client";
import { resumeDeleteJobs, runDeleteJob } from "../../../functions/network/branches/deleteJob";
import { api, loginToken, registerMember, sql } from "../../helpers";
import { addBranch, headStore, sampleNetwork, treePairs } from "./fixtures";

// DELETE /api/admin/multilevel/branches (issue 13 §4): a job that returns at once and deletes
// one branch per D1 batch — fully or not at all — moving its downline up; reset; branch users.

const A = "/api/admin";
const H_HOST = "head.localhost";

const network = sampleNetwork;

/** Starts the job, runs it (if waitUntil has not already) and waits for its end. */
async function deleteAndWait(h: number, token: string, ids: number[]) {
  const r = await api(H_HOST, "DELETE", `${A}/multilevel/branches`, { token, body: { ids } });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  expect(r.body.data).toMatchObject({ total: ids.length });
  const jobId = r.body.data.id as number;
  await runDeleteJob(getDb(env.DB), env.KV, h, jobId);
  for (let i = 0; i < 50; i++) {
    const job = await api(H_HOST, "GET", `${A}/multilevel/branchJobs/${jobId}`, { token });
    if (job.body.data.status === "DONE" || job.body.data.status === "FAILED") return job.body.data;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error("job did not finish");
}

const treeOf = treePairs;

describe("branch delete job", () => {
  it("deletes a branch whole: store marked, host and sessions gone, downline moved up to its introducer", async () => {
    const n = await network();
    const ta = await loginToken(n.a.hostname, n.a.email, n.a.password);
    const job = await deleteAndWait(n.h, n.token, [n.b.id]);
    expect(job).toMatchObject({ status: "DONE", total: 1, done: 1 });
    expect(job.payload.deleted).toEqual([n.b.id]);

    const [b] = await sql<{ deleted_at: string | null }>("SELECT deleted_at FROM stores WHERE id = ?", n.b.id);
    expect(b?.deleted_at).toBeTruthy();
    expect(await sql("SELECT * FROM store_hosts WHERE store_id = ?", n.b.id)).toEqual([]);
    expect(await sql("SELECT * FROM sessions WHERE store_id = ?", n.b.id)).toEqual([]);
    expect((await api(n.b.hostname, "GET", "/api/initial")).body.code).toBe(400003);
    // charlie now hangs under alpha, one level up; nothing of bravo is left in the tree.
    expect((await sql<{ i: number }>("SELECT introducer_store_id i FROM stores WHERE id = ?", n.c.id))[0]?.i).toBe(
      n.a.id,
    );
    expect(await treeOf(n.h)).toEqual(
      [
        `${n.h}>${n.h}:0`,
        `${n.h}>${n.a.id}:1`,
        `${n.h}>${n.c.id}:2`,
        `${n.h}>${n.d.id}:1`,
        `${n.a.id}>${n.a.id}:0`,
        `${n.a.id}>${n.c.id}:1`,
        `${n.c.id}>${n.c.id}:0`,
        `${n.d.id}>${n.d.id}:0`,
      ].sort(),
    );
    // Another branch's session is untouched; the deleted list shows bravo.
    expect((await api(n.a.hostname, "GET", `${A}/branches`, { token: ta })).body.data.total).toBe(1);
    const gone = await api(H_HOST, "GET", `${A}/multilevel/deletedBranches`, { token: n.token });
    expect(gone.body.data.items.map((x: { id: number }) => x.id)).toEqual([n.b.id]);
    const list = await api(H_HOST, "GET", `${A}/branches`, { token: n.token });
    expect(list.body.data.total).toBe(3);
  });

  it("leaves a branch whose batch fails untouched and reports it; the others are deleted", async () => {
    const n = await network();
    await sql(
      `CREATE TRIGGER branch_delete_fail BEFORE DELETE ON store_hosts WHEN OLD.store_id = ${Number(n.b.id)} BEGIN SELECT RAISE(ABORT, 'forced failure'); END`,
    );
    const before = await treeOf(n.h);
    let job: { status: string; payload: { deleted: number[]; failed: number[] }; error: string };
    try {
      job = await deleteAndWait(n.h, n.token, [n.b.id, n.d.id]);
    } finally {
      await sql("DROP TRIGGER branch_delete_fail");
    }
    expect(job.status).toBe("FAILED");
    expect(job.payload.failed).toEqual([n.b.id]);
    expect(job.payload.deleted).toEqual([n.d.id]);
    expect(job.error).toContain(String(n.b.id));
    const [b] = await sql<{ deleted_at: string | null }>("SELECT deleted_at FROM stores WHERE id = ?", n.b.id);
    expect(b?.deleted_at).toBeNull();
    expect(await sql("SELECT hostname FROM store_hosts WHERE store_id = ?", n.b.id)).toEqual([
      { hostname: n.b.hostname },
    ]);
    expect((await sql<{ i: number }>("SELECT introducer_store_id i FROM stores WHERE id = ?", n.c.id))[0]?.i).toBe(
      n.b.id,
    );
    // Only delta's rows left the tree.
    expect(await treeOf(n.h)).toEqual(before.filter((p) => !p.includes(`>${n.d.id}:`) && !p.startsWith(`${n.d.id}>`)));
  });

  it("resumes a job whose runner stopped, skipping what it already settled", async () => {
    const n = await network();
    const payload = { ids: [n.b.id, n.d.id], names: {}, deleted: [n.b.id], failed: [] };
    await sql(
      "INSERT INTO branch_jobs (store_id, kind, status, total, done, payload, updated_at) VALUES (?, 'DELETE_BRANCHES', 'RUNNING', 2, 1, ?, '2026-01-01T00:00:00.000Z')",
      n.h,
      JSON.stringify(payload),
    );
    const jobId = (await sql<{ id: number }>("SELECT id FROM branch_jobs"))[0]?.id;
    expect(await resumeDeleteJobs(env)).toEqual([jobId]);
    const [job] = await sql<{ status: string; done: number; payload: string }>(
      "SELECT status, done, payload FROM branch_jobs",
    );
    expect(job).toMatchObject({ status: "DONE", done: 2 });
    expect(JSON.parse(job?.payload ?? "{}").deleted).toEqual([n.b.id, n.d.id]);
    // bravo was "already settled": the resume did not touch it; delta is deleted now.
    expect((await sql<{ d: string | null }>("SELECT deleted_at d FROM stores WHERE id = ?", n.b.id))[0]?.d).toBeNull();
    expect(
      (await sql<{ d: string | null }>("SELECT deleted_at d FROM stores WHERE id = ?", n.d.id))[0]?.d,
    ).toBeTruthy();
    expect(await resumeDeleteJobs(env)).toEqual([]);
  });

  it("refuses unknown or foreign ids and a second job while one runs", async () => {
    const n = await network();
    const o = await headStore("other.localhost");
    const x = await addBranch(o, "xray", o, { baseDomain: "other.localhost" });
    const r = await api(H_HOST, "DELETE", `${A}/multilevel/branches`, {
      token: n.token,
      body: { ids: [n.a.id, x.id] },
    });
    expect(r.body.code).toBe(400004);
    expect(await sql("SELECT * FROM branch_jobs")).toEqual([]);
    await sql(
      "INSERT INTO branch_jobs (store_id, kind, status, total) VALUES (?, 'DELETE_BRANCHES', 'RUNNING', 1)",
      n.h,
    );
    const busy = await api(H_HOST, "DELETE", `${A}/multilevel/branches`, { token: n.token, body: { ids: [n.a.id] } });
    expect(busy.body.code).toBe(400371);
    const empty = await api(H_HOST, "DELETE", `${A}/multilevel/branches`, { token: n.token, body: { ids: [] } });
    expect(empty.status).toBe(422);
  });
});

describe("reset and branch users", () => {
  it("resets a closed branch to a fresh unpaid registration and refuses an open one", async () => {
    const n = await network();
    const open = await api(H_HOST, "PATCH", `${A}/multilevel/branches/reset/${n.a.id}`, { token: n.token });
    expect(open.body.code).toBe(400372);
    await sql(
      "UPDATE stores SET status = 'CLOSE_STORE_RENEWED_FAIL', trial_type = 'BY_VERIFYCODE', trial_ends_at = '2026-01-01T00:00:00.000Z' WHERE id = ?",
      n.a.id,
    );
    const r = await api(H_HOST, "PATCH", `${A}/multilevel/branches/reset/${n.a.id}`, { token: n.token });
    expect(r.body.code).toBe(0);
    const [row] = await sql<Record<string, unknown>>(
      "SELECT status, trial_type, trial_ends_at, reset_at FROM stores WHERE id = ?",
      n.a.id,
    );
    expect(row).toMatchObject({ status: "CLOSE_STORE_UNPAID", trial_type: "NONE", trial_ends_at: null });
    expect(row?.reset_at).toBeTruthy();
  });

  it("lists, blocks and exports the members of the network's branches, never another network's", async () => {
    const n = await network();
    const m = await registerMember(n.a.hostname, "shopper@example.com", "Shopper A");
    await registerMember(n.d.hostname, "other@example.com", "Shopper D");
    const o = await headStore("other.localhost");
    const x = await addBranch(o, "xray", o, { baseDomain: "other.localhost" });
    await registerMember(x.hostname, "foreign@example.com", "Foreign");

    const list = await api(H_HOST, "GET", `${A}/branch/users`, { token: n.token });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items.map((u: { email: string }) => u.email).sort()).toEqual([
      "other@example.com",
      "shopper@example.com",
    ]);
    const one = await api(H_HOST, "GET", `${A}/branch/users?branchId=${n.a.id}`, { token: n.token });
    expect(one.body.data.items).toMatchObject([{ id: m.user.id, branchName: "Branch alpha" }]);

    const blocked = await api(H_HOST, "PATCH", `${A}/branch/users/${m.user.id}`, {
      token: n.token,
      body: { blocked: true, adminNote: "spam" },
    });
    expect(blocked.body.code).toBe(0);
    expect(blocked.body.data.blockedAt).toBeTruthy();
    expect(await sql("SELECT * FROM sessions WHERE user_id = ?", m.user.id)).toEqual([]);

    const foreignId = (await sql<{ id: number }>("SELECT id FROM users WHERE email = 'foreign@example.com'"))[0]?.id;
    const foreign = await api(H_HOST, "PATCH", `${A}/branch/users/${foreignId}`, {
      token: n.token,
      body: { blocked: true },
    });
    expect(foreign.body.code).toBe(400004);

    const xlsx = await api(H_HOST, "GET", `${A}/branch/user/excel?locale=en`, { token: n.token });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    const ta = await loginToken(n.a.hostname, n.a.email, n.a.password);
    expect((await api(n.a.hostname, "GET", `${A}/branch/users`, { token: ta })).body.code).toBe(400027);
  });
});
