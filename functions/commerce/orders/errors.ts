import { Refusal } from "../../platform/errors";
import { Code } from "../../shared/codes";

/** A refused order or subscription change, with data for the page (which ids, why). */
export class OrderError extends Refusal {}

export const statusInvalid = (data: unknown, message = "This order cannot change that way now.") =>
  new OrderError(Code.ORDER_STATUS_INVALID, message, data);
