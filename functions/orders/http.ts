import type { Context } from "hono";
import { type AppEnv, envelope, errorResponse } from "../platform/envelope";
import { notFound } from "../platform/errors";
import { OrderError } from "./errors";

// Small pieces the order and subscription routes share.

type C = Context<AppEnv>;

/** A path id; anything but a positive integer is an id that does not exist. */
export function idOf(c: C, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  if (!/^[1-9]\d{0,14}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** Refusals carry data (which ids, why), which the generic error envelope does not. */
export function orderErrors(err: Error, c: C) {
  if (err instanceof OrderError)
    return c.json({ ...envelope(c.get("rc"), err.code, err.data), message: err.message }, 200);
  return errorResponse(c, err);
}
