import type { Context } from "hono";
import { OrderError } from "../../commerce/orders/errors";
import { type AppEnv, envelope, errorResponse } from "../../platform/envelope";

// The order and subscription routes' refusals.

type C = Context<AppEnv>;

/** Refusals carry data (which ids, why), which the generic error envelope does not. */
export function orderErrors(err: Error, c: C) {
  if (err instanceof OrderError)
    return c.json({ ...envelope(c.get("rc"), err.code, err.data), message: err.message }, 200);
  return errorResponse(c, err);
}
