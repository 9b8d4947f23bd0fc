import { Refusal } from "../../platform/errors";

/** A checkout refusal with data for the page (which lines, which coupon reason, the new bill). */
export class CheckoutError extends Refusal {}
