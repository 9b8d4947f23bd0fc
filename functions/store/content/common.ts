import { AppError, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import type { FieldIssue } from "../../shared/validators";

/** The content accessor of the scope's store (StoreScope carries the platform accessors only). */
export const contentDb = (scope: StoreScope) => scope.content;

export function found<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) throw notFound();
  return row;
}

/**
 * A body naming ids that are not this store's (another store's, deleted, or never made): the
 * spec's DATA_DOES_NOT_EXIST, with the fields named so a form can point at them.
 */
export function missingRefs(issues: FieldIssue[]): AppError {
  return new AppError(Code.DATA_DOES_NOT_EXIST, 200, "Data does not exist", issues);
}
