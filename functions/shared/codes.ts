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
  // Commerce outcomes the spec lists only as "checkout, shipping, invoice, coupon" codes in the
  // 4000xx range without numbers: chosen here, next to CART_FULL and COUPON_IS_NOT_VALID.
  PURCHASE_LIMIT: 400033,
  OUT_OF_STOCK: 400034,
  PRODUCT_NOT_SALEABLE: 400035,
  CART_EMPTY: 400036,
  BILL_CHANGED: 400037,
  SHIPPING_NOT_AVAILABLE: 400040,
  PAYMENT_NOT_AVAILABLE: 400041,
  PAYMENT_FAILED: 400042,
  ORDER_STATUS_INVALID: 400050,
  SUBSCRIPTION_STATUS_INVALID: 400051,
  SIGNATURE_INVALID: 400060,
  // Social sign-in and third-party auth codes (storefront §8 names the messages, not the numbers).
  SOCIAL_LOGIN_FAILED: 400320,
  SOCIAL_NOT_REGISTERED: 400321,
  SOCIAL_NOT_BOUND: 400322,
  SOCIAL_ALREADY_BOUND: 400323,
  SOCIAL_UNBIND_REFUSED: 400324,
  TP_AUTH_CODE_INVALID: 400325,
  // Admin two-factor sign-in (issue 12, beyond the spec; functions/people/security/README.md).
  TWO_FACTOR_REQUIRED: 400340,
  TWO_FACTOR_INVALID: 400341,
  TWO_FACTOR_EXPIRED: 400342,
  TWO_FACTOR_STATE: 400343,
  PROMOTION_CODE_EXISTS: 400082,
  // Not in the spec's list; chosen for platform outcomes the spec leaves unnumbered.
  PASSWORD_INCORRECT: 400301,
  RESET_TOKEN_INVALID: 400302,
  HOST_ALREADY_USED: 400303,
  // The store's account with the platform (issue 12 §5).
  DOMAIN_NAME_RESERVED: 400310,
  BILL_IN_PROGRESS: 400311,
  /** A member the store blocked: no sign-in, no checkout (back office user-list). */
  ACCOUNT_BLOCKED: 400312,
  // Branch network settings, invitation codes, audit and feedback (issue 13, slice SET).
  VERIFICATION_CODE_EXISTS: 400380,
  VERIFICATION_IN_USE: 400381,
  BRANCH_AUDIT_NOT_PENDING: 400382,
  NOT_A_BRANCH: 400383,
  // Managing the branch network (issue 13 §4, functions/branches/).
  /** A move would put a branch under itself or its own downline. */
  BRANCH_MOVE_CYCLE: 400370,
  /** A branch delete job of this network is still running. */
  BRANCH_JOB_RUNNING: 400371,
  /** Reset applies to closed branches only (docs/decisions/branch-network.md). */
  BRANCH_RESET_REFUSED: 400372,
  // Branch catalogue (issue 13 §3, docs/decisions/branch-catalogue.md).
  /** The product or category is not authorised by the head store for its branches. */
  BRANCH_NOT_AUTHORISED: 400390,
  /** The customisation would price outside the head store's band. */
  BRANCH_PRICE_OUT_OF_RANGE: 400391,
  /** The head store does not allow this profit type. */
  BRANCH_PROFIT_TYPE_NOT_ALLOWED: 400392,
  /** Only a branch store customises; the head store authorises. */
  BRANCH_ONLY: 400393,
  // Branch registration (issue 13 §2; functions/registration/).
  REGISTRATION_NOT_ALLOWED: 400350,
  BRANCH_LIMIT_REACHED: 400351,
  BRANCH_DOMAIN_TAKEN: 400352,
  BRANCH_EMAIL_TAKEN: 400353,
  IDENTIFICATION_TAKEN: 400354,
  VERIFICATION_INVALID: 400355,
  APPLICATION_NOT_FOUND: 400356,
  MUST_BE_BOUGHT_TOOMANY: 400357,
  MUST_BE_BOUGHT_ONCE_TOOMANY: 400358,
  REGISTRATION_PLAN_INCOMPLETE: 400359,
  REGISTRATION_NOT_PAID: 400360,
  REGISTRATION_MIN_AMOUNT: 400361,
  NOT_IN_REGISTRATION_PLAN: 400362,
  // Frame messages (issue 13 §2, slice FRAME): loginRegistStore / BranchRegist sign-in.
  FRAME_ORIGIN_REFUSED: 400430,
  FRAME_STORE_MISMATCH: 400431,
  FRAME_TOKEN_INVALID: 400432,
  // Branch plan renewal (issue 13 §2; functions/branchRenewal/, docs/decisions/branch-renewal.md).
  /** Only the branch's root admin renews, on the branch's own host. */
  BRANCH_RENEWAL_NOT_ALLOWED: 400410,
  /** A pay-later renewal order already waits for the head store's confirmation. */
  BRANCH_RENEWAL_WAITING: 400411,
  /** No renewal for this order. */
  BRANCH_RENEWAL_NOT_FOUND: 400412,
  // Registration add-ons (issue 13 §2, docs/decisions/registration.md): 400420–400428.
  /** The plan's picks would hold more units than policy selectLimit allows. */
  SELECT_LIMIT_EXCEEDED: 400420,
  TOO_MANY_REQUESTS: 400429,
  NOT_FOUND: 400404,
  SERVER_ERROR: 500000,
  /** A binding (D1, KV, R2) is failing: HTTP 503 with Retry-After, the call may be retried (issue 16). */
  BUSY: 503000,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];
