import type { z } from "zod";
import { accountsOf } from "../../db/accounts";
import type { Db } from "../../db/client";
import { outboxOf } from "../../db/platform";
import type { StoreRow } from "../../db/schema";
import {
  deleteHost,
  findStore,
  hostsOfStore,
  insertHost,
  insertStoreWithHost,
  listStores,
  storeIdForHost,
  updateStore,
} from "../../db/stores";
import { commerceDefaultStatements, DEFAULT_INVOICE_TYPES } from "../commerce/shipping/storeDefaults";
import { hashPassword } from "../platform/crypto";
import type { Env } from "../platform/env";
import { AppError, invalid, notFound } from "../platform/errors";
import { normaliseHostname } from "../platform/tenancy/hostname";
import { forgetHosts, forgetStoreHosts } from "../platform/tenancy/tenancy";
import { Code } from "../shared/codes";
import type { addUserInput, createStoreInput, updateStoreInput } from "./schemas";

type Deps = { db: Db; kv: KVNamespace; env: Pick<Env, "DB" | "KV"> };

function hostOrThrow(raw: string, field = "host"): string {
  const host = normaliseHostname(raw);
  if (!host) throw invalid([{ path: field, message: "validation.hostname" }], "Invalid hostname.");
  return host;
}

async function assertHostFree(db: Db, host: string) {
  if ((await storeIdForHost(db, host)) !== null) {
    throw new AppError(Code.HOST_ALREADY_USED, 409, `Host ${host} is already used by a store.`, [
      { path: "host", message: "validation.hostTaken" },
    ]);
  }
}

export async function storeView(db: Db, store: StoreRow) {
  return {
    storeId: store.id,
    name: store.name,
    status: store.status,
    storeType: store.type,
    storeTrialType: store.trialType,
    isWholeSaler: store.isWholeSaler,
    defaultDomain: store.defaultDomain,
    hosts: await hostsOfStore(db, store.id),
    createdAt: store.createdAt,
  };
}

export async function createStore(deps: Deps, input: z.infer<typeof createStoreInput>) {
  const { db, kv } = deps;
  const host = hostOrThrow(input.host);
  await assertHostFree(db, host);
  let storeId: number;
  try {
    storeId = await insertStoreWithHost(
      db,
      {
        name: input.name,
        type: input.storeType,
        trialType: input.storeTrialType ?? "NONE",
        isWholeSaler: input.isWholeSaler ?? false,
        defaultDomain: host,
        invoiceMethods: DEFAULT_INVOICE_TYPES,
      },
      host,
      commerceDefaultStatements(db, host),
    );
  } catch (e) {
    if (String(e).includes("UNIQUE")) await assertHostFree(db, host);
    throw e;
  }
  if (input.admin) {
    await addUser(deps, storeId, { ...input.admin, isAdmin: true, isRoot: true });
  }
  // A negative cache entry from an earlier visit must not hide the new store.
  await forgetHosts(kv, [host]);
  return { storeId };
}

export async function getStore({ db }: Deps, id: number) {
  const store = await findStore(db, id);
  if (!store) throw notFound();
  return storeView(db, store);
}

export async function listAll({ db }: Deps, q: { q?: string; limit: number; offset: number }) {
  const { rows, total } = await listStores(db, q);
  return { data: await Promise.all(rows.map((s) => storeView(db, s))), total };
}

export async function addHost({ db, kv }: Deps, id: number, raw: string) {
  if (!(await findStore(db, id))) throw notFound();
  const host = hostOrThrow(raw);
  await assertHostFree(db, host);
  await insertHost(db, id, host);
  await forgetHosts(kv, [host]);
  return { host };
}

export async function removeHost({ db, kv }: Deps, id: number, raw: string) {
  const host = hostOrThrow(raw);
  if (!(await deleteHost(db, id, host))) throw notFound();
  await forgetHosts(kv, [host]);
  return { host };
}

export async function patchStore({ db, env }: Deps, id: number, input: z.infer<typeof updateStoreInput>) {
  if (!(await findStore(db, id))) throw notFound();
  const defaultDomain =
    input.defaultDomain === undefined || input.defaultDomain === null
      ? input.defaultDomain
      : hostOrThrow(input.defaultDomain, "defaultDomain");
  const row = await updateStore(db, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.storeType !== undefined ? { type: input.storeType } : {}),
    ...(input.storeTrialType !== undefined ? { trialType: input.storeTrialType } : {}),
    ...(input.isWholeSaler !== undefined ? { isWholeSaler: input.isWholeSaler } : {}),
    ...(defaultDomain !== undefined ? { defaultDomain } : {}),
  });
  if (!row) throw notFound();
  await forgetStoreHosts(env, db, id);
  return storeView(db, row);
}

export async function addUser({ db }: Deps, storeId: number, input: z.infer<typeof addUserInput>) {
  if (!(await findStore(db, storeId))) throw notFound();
  const accounts = accountsOf(db, storeId);
  if (await accounts.findUserByEmail(input.email)) {
    throw new AppError(Code.EMAIL_DUPLICATE, 409, "This email is already registered at this store.", [
      { path: "email", message: "validation.emailTaken" },
    ]);
  }
  const user = await accounts.insertUser({
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    isAdmin: input.isAdmin ?? false,
    isRoot: input.isRoot ?? false,
    blockedPrivileges: input.blockedPrivileges ?? [],
  });
  return { userId: user.id };
}

export async function readOutbox({ db }: Deps, storeId: number, to?: string) {
  if (!(await findStore(db, storeId))) throw notFound();
  return outboxOf(db, storeId).list(to);
}
