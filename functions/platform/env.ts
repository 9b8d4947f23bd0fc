// Bindings of the one Worker (wrangler.toml) plus its secrets (.dev.vars locally).
export interface Env {
  DB: D1Database;
  KV: KVNamespace;
  MEDIA: R2Bucket;
  IMAGES: ImagesBinding;
  /** The visits queue: marks of storefront visits, written to D1 in batches (functions/store/reports/visits.ts). */
  VISITS: Queue<unknown>;
  OPERATOR_TOKEN?: string;
  APP_ENV?: string;
  MAIL_PROVIDER?: string;
  /** Outside production: fault rules armed at start (JSON, functions/platform/faults.ts). */
  FAULTS?: string;
  /** "off" renders every page (tests that write rows straight to D1 set it). */
  PAGE_CACHE?: string;
  /** "1" enables the built-in TEST payment provider and the test CVS map (never in production). */
  PAYMENT_TEST_MODE?: string;
  /** "1" (tests): an admin write whose batch lacks its audit item throws instead of logging late. */
  AUDIT_STRICT?: string;
  /** Secret: per-store payment/logistics credentials as JSON (functions/commerce/payment/providers/secrets.ts). */
  PROVIDER_SECRETS?: string;
  /** LINE Login channel shared by every store without its own (`lineLogin` in PROVIDER_SECRETS). */
  LINE_CHANNEL_ID?: string;
  /** Secret: the shared LINE Login channel's secret. */
  LINE_CHANNEL_SECRET?: string;
  /** The platform's domain: a store's default host is `{domainName}.{PLATFORM_BASE_DOMAIN}` ("localhost" if unset). */
  PLATFORM_BASE_DOMAIN?: string;
}
