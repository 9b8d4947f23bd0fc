import type { Context } from "hono";
import type { z } from "zod";
import { type AdminAccess, type AdminWrite, adminWrite, requireAdminAccess } from "../platform/adminWrite";
import type { AppEnv } from "../platform/envelope";
import { notFound } from "../platform/errors";
import { jsonBody } from "../platform/input";

// Handler helpers shared by the commerce settings routes (shipping, payment, invoice): the same
// permission-first order the content routes use.

export type C = Context<AppEnv>;
export type Access = Omit<AdminWrite<unknown>, "objectId" | "payload">;

/** A path id; anything but a positive integer is an id that does not exist. */
export function idOf(c: C): number {
  const raw = c.req.param("id") ?? "";
  if (!/^[1-9]\d{0,14}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** Admin reads: permission first. */
export const adminScope = (c: C, access: AdminAccess) => requireAdminAccess(c.get("rc"), access).scope;

/** Permission before the body, so a member learns nothing from validation answers. */
export async function adminBody<S extends z.ZodType>(c: C, access: AdminAccess, schema: S): Promise<z.output<S>> {
  requireAdminAccess(c.get("rc"), access);
  return jsonBody(c, schema);
}

/** The admin write of one request: its method and path are what the audit row records. */
export function write<T>(
  c: C,
  access: Access,
  extra: Pick<AdminWrite<T>, "objectId" | "payload">,
  fn: Parameters<typeof adminWrite<T>>[4],
) {
  return adminWrite<T>(c.get("rc"), c.req.method, c.req.path, { ...access, ...extra }, fn);
}
