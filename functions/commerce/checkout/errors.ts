import { AppError } from "../../platform/errors";
import type { CodeValue } from "../../shared/codes";

/**
 * A checkout refusal with data for the page (which lines, which coupon reason, the new bill). The
 * API envelope carries `data` only for these (functions/api/commerce/checkout.ts answers them itself).
 */
export class CheckoutError extends AppError {
  constructor(
    code: CodeValue,
    message: string,
    readonly data: unknown = null,
  ) {
    super(code, 200, message);
  }
}
