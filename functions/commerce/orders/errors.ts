import { AppError } from "../../platform/errors";
import { Code, type CodeValue } from "../../shared/codes";

/**
 * A refused order or subscription change, with data for the page (which ids, why). The order and
 * subscription routes answer it themselves, with `data` in the envelope.
 */
export class OrderError extends AppError {
  constructor(
    code: CodeValue,
    message: string,
    readonly data: unknown = null,
  ) {
    super(code, 200, message);
  }
}

export const statusInvalid = (data: unknown, message = "This order cannot change that way now.") =>
  new OrderError(Code.ORDER_STATUS_INVALID, message, data);
