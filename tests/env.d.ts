/// <reference types="@cloudflare/vitest-plugin/types" />
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    KV: KVNamespace;
    MEDIA: R2Bucket;
    VISITS: Queue<unknown>;
    OPERATOR_TOKEN: string;
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
