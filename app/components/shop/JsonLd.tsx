import { useNonce } from "../../lib/nonce";

/**
 * Structured data as an inline script; `<` is escaped so content cannot close the tag. A data
 * block never runs, but it carries the nonce so every script of the page matches the policy.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      nonce={useNonce()}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
