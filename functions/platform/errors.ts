import { Code, type CodeValue } from "../shared/codes";
import type { FieldIssue } from "../shared/validators";

// One error type for every layer: domain services throw it, the API envelope and the page
// loaders translate it. `status` is the HTTP status; business outcomes keep 200 (see codes.ts).
export class AppError extends Error {
  constructor(
    readonly code: CodeValue,
    readonly status: 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 = 200,
    message?: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message ?? `code ${code}`);
  }
}

/**
 * A business refusal that carries data for the page (which lines, which ids, the stock left, the
 * new bill): the envelope answers it with `data` (platform/http/envelope.ts appErrorBody).
 */
export class Refusal<D = unknown> extends AppError {
  constructor(
    code: CodeValue,
    message: string,
    readonly data: D = null as D,
  ) {
    super(code, 200, message);
  }
}

export const invalid = (issues: FieldIssue[], message = "Please check the content and try again.") =>
  new AppError(Code.INVALID_REQUEST, 422, message, issues);

export const notFound = () => new AppError(Code.DATA_DOES_NOT_EXIST, 200, "Data does not exist");
