import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "../../db/client";
import { createBranch } from "../operator/branches";
import { createSystemBulletin, systemBulletinInput } from "../operator/bulletins";
import { demoHistoryInput, placeDemoHistory } from "../operator/demoHistory";
import {
  addUserInput,
  createBranchInput,
  createStoreInput,
  hostField,
  idParam,
  listQuery,
  updateStoreInput,
} from "../operator/schemas";
import * as op from "../operator/service";
import { sameSecret } from "../platform/crypto";
import { AppError } from "../platform/errors";
import { type AppEnv, errorResponse } from "../platform/http/envelope";
import { jsonBody, parseWith } from "../platform/http/input";
import { clientIp, countHit, enforceLimit, LIMITS, refuseIfOver } from "../platform/rateLimit";
import { Code } from "../shared/codes";
import { FRONTEND_VERSION } from "../shared/constants";

const reply = (data: unknown) => ({ code: Code.SUCCESS, data, frontendVersion: FRONTEND_VERSION });

/** `/operator/*`: the platform operator's API, authorised by the OPERATOR_TOKEN secret. */
export const operator = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const secret = c.env.OPERATOR_TOKEN;
    const db = getDb(c.env.DB);
    const ip = clientIp(c.req.raw);
    // An address that sent too many wrong tokens is refused before its next token is compared,
    // or the 401/200 difference would keep answering its guesses.
    const failures = `operator-fail:${ip}`;
    await refuseIfOver(db, [[failures, LIMITS.operatorFailures]]);
    if (!secret || !token || !sameSecret(token, secret)) {
      await countHit(db, failures, LIMITS.operatorFailures);
      throw new AppError(Code.TOKEN_IS_INVALID, 401, "Operator token missing or wrong.");
    }
    await enforceLimit(db, `operator:${ip}`, LIMITS.operator);
    await next();
    c.header("cache-control", "no-store");
  })
  .get("/stores", async (c) => {
    const q = parseWith(listQuery, c.req.query());
    const out = await op.listAll(deps(c.env), q);
    return c.json({ ...reply(out.data), total: out.total });
  })
  .post("/stores", async (c) => {
    const input = await jsonBody(c, createStoreInput);
    return c.json(reply(await op.createStore(deps(c.env), input)), 201);
  })
  .get("/stores/:id", async (c) => c.json(reply(await op.getStore(deps(c.env), parseWith(idParam, c.req.param("id"))))))
  .patch("/stores/:id", async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    const input = await jsonBody(c, updateStoreInput);
    return c.json(reply(await op.patchStore(deps(c.env), id, input)));
  })
  .post("/stores/:id/hosts", async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    const { host } = await jsonBody(c, z.strictObject({ host: hostField }));
    return c.json(reply(await op.addHost(deps(c.env), id, host)), 201);
  })
  .delete("/stores/:id/hosts/:host", async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    return c.json(reply(await op.removeHost(deps(c.env), id, c.req.param("host"))));
  })
  .post("/stores/:id/users", async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    const input = await jsonBody(c, addUserInput);
    return c.json(reply(await op.addUser(deps(c.env), id, input)), 201);
  })
  .post("/stores/:id/branches", async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    const input = await jsonBody(c, createBranchInput);
    return c.json(reply(await createBranch(deps(c.env), id, input)), 201);
  })
  .post("/bulletins", async (c) => {
    const input = await jsonBody(c, systemBulletinInput);
    return c.json(reply(await createSystemBulletin(deps(c.env).db, input)), 201);
  })
  .get("/stores/:id/outbox", async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    return c.json(reply(await op.readOutbox(deps(c.env), id, c.req.query("to"))));
  })
  // Outside production only (404 there): the demo seed's month of orders (operator/demoHistory.ts).
  .post("/stores/:id/demo-history", async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    const input = await jsonBody(c, demoHistoryInput);
    return c.json(reply(await placeDemoHistory(deps(c.env), id, input)));
  })
  // Catch-all, not only notFound: a mounted sub-app's notFound never runs (see api/table.ts).
  .all("*", (c) => c.json({ ...reply(null), code: Code.NOT_FOUND, message: "Not found" }, 404))
  .onError((err, c) => errorResponse(c, err));

function deps(env: AppEnv["Bindings"]) {
  return { db: getDb(env.DB), kv: env.KV, env };
}
