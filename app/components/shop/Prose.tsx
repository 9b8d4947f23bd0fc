import { cx } from "../ui";

const CSS = `.shop-prose{line-height:1.8;color:var(--color-ink);overflow-wrap:anywhere}.shop-prose>*+*{margin-top:1em}.shop-prose h1,.shop-prose h2,.shop-prose h3,.shop-prose h4{font-weight:700;line-height:1.35;margin-top:1.6em}.shop-prose h1{font-size:1.5em}.shop-prose h2{font-size:1.3em}.shop-prose h3{font-size:1.12em}.shop-prose a{color:var(--color-brand-700);text-decoration:underline;text-underline-offset:3px}.shop-prose img,.shop-prose video,.shop-prose iframe{max-width:100%;height:auto;border-radius:10px}.shop-prose iframe{aspect-ratio:16/9;width:100%}.shop-prose ul{list-style:disc;padding-left:1.4em}.shop-prose ol{list-style:decimal;padding-left:1.4em}.shop-prose blockquote{border-left:3px solid var(--color-line);padding-left:1em;color:var(--color-muted)}.shop-prose table{width:100%;border-collapse:collapse;font-size:.95em}.shop-prose td,.shop-prose th{border:1px solid var(--color-line);padding:.5em .7em;text-align:left}.shop-prose hr{border-color:var(--color-line)}`;

/**
 * Server HTML (product descriptions, articles, pages; sanitised by the owning service when it is
 * written) with a small typography set. The style element is hoisted and deduplicated by React.
 */
export function Prose({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  return (
    <>
      <style href="sf-shop-prose" precedence="default">
        {CSS}
      </style>
      <div className={cx("shop-prose", className)} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
