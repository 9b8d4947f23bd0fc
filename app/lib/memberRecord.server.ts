import { data, type RouterContextProvider } from "react-router";
import { AppError } from "../../functions/platform/errors";
import { requireUser } from "../../functions/platform/tenancy/guards";
import type { StoreScope } from "../../functions/platform/tenancy/scope";
import { Code } from "../../functions/shared/codes";
import { rcOf, salesScopeFor } from "./context.server";

/** A route's `:id` as a record id, or null (letters, zero, too long). */
export const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null);

/**
 * One of the signed-in member's own records for a /profile/…/:id page: a bad id, or a record that
 * is not theirs (DATA_DOES_NOT_EXIST), answers 404 like a page that does not exist.
 */
export async function memberRecord<T>(
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
  read: (scope: StoreScope, userId: number, id: number) => Promise<T>,
): Promise<T> {
  const { user } = requireUser(rcOf(context));
  const id = idOf(rawId);
  if (!id) throw data(null, { status: 404 });
  try {
    return await read(await salesScopeFor(context), user.id, id);
  } catch (e) {
    if (e instanceof AppError && e.code === Code.DATA_DOES_NOT_EXIST) throw data(null, { status: 404 });
    throw e;
  }
}
