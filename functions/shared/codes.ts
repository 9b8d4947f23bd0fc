// The spec's business codes (storefront §8, back-office §8) in one typed table. Business outcomes
// ride in the envelope with HTTP 200, because the spec's client treats any non-200 as a transport
// failure and only reads `code` on 200 answers.
export const Code = {
  SUCCESS: 0,
  INVALID_REQUEST: 400001,
  WEBSITE_DOES_NOT_EXIST: 400003,
  DATA_DOES_NOT_EXIST: 400004,
  LOGIN_FAILED: 400021,
  EMAIL_DUPLICATE: 400022,
  NOT_ADMIN: 400027,
  NOT_BRANCH_ROOT: 400028,
  TOKEN_IS_INVALID: 400029,
  TOKEN_EXPIRED: 400030,
  CART_FULL: 400032,
  COUPON_IS_NOT_VALID: 400081,
  // Not in the spec's list; chosen for platform outcomes the spec leaves unnumbered.
  PASSWORD_INCORRECT: 400301,
  RESET_TOKEN_INVALID: 400302,
  HOST_ALREADY_USED: 400303,
  TOO_MANY_REQUESTS: 400429,
  NOT_FOUND: 400404,
  SERVER_ERROR: 500000,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];
