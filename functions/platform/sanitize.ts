// Allowlist HTML sanitiser over the Workers-native HTMLRewriter (lol-html, a spec tokenizer).
//
// The rewriter's own output is thrown away: the result is rebuilt from its events, so only tags and
// attributes written here can come out. Passing the input through and deleting the bad parts would
// leak what the rewriter never reports: stray end tags (`</div></main>` closing the page around
// the content), a tag cut off at the end (`<img src=x onerror=…` completed by the page's next `>`),
// comments and doctypes. Rebuilding also lets the output be balanced, so stored HTML cannot leave
// an element open across the rest of a server-rendered page.
//
// Attribute values arrive as written (entities not decoded), so URLs are checked against literal
// scheme prefixes: `jav&#x61;script:` or `java\tscript:` never starts with `https:` and is dropped.

const ALLOWED = new Set([
  "p",
  "br",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "s",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "span",
]);
const VOID = new Set(["br", "img"]);

/** Other heading levels keep their meaning as the nearest allowed one instead of melting into text. */
const RENAME: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4" };

// Dropped with everything inside: their content is code, raw text the tokenizer does not parse as
// markup (so it must never be re-emitted as markup), or foreign content (svg, math).
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "textarea",
  "title",
  "xmp",
  "plaintext",
  "svg",
  "math",
  "select",
  "option",
  "head",
  "audio",
  "video",
  "canvas",
  "map",
]);

const LINK_URL = /^(?:https?:|mailto:)/i;
// Own media only by its exact shape `/media/<storeId>/<mediaId>/<file>.<ext>`: `/media/../x`,
// `/media/%2e%2e/x` or `/media/&#46;&#46;/x` would make the reader's browser GET another route
// (the URL parser resolves encoded dot segments too), e.g. /api/auth/logout with their cookie.
const IMAGE_URL = /^(?:https?:\/\/|\/media\/[0-9]+\/[0-9]+\/[A-Za-z0-9_-]+\.[a-z]+$)/i;
const DIMENSION = /^\d{1,4}$/;
const SPAN_COUNT = /^\d{1,3}$/;

type Open = { tag: string; open: boolean };

const escapeText = (s: string) => s.replace(/\0/g, "").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (s: string) => s.replace(/\0/g, "").replace(/"/g, "&quot;");

function attrsOf(tag: string, get: (name: string) => string | null): string | null {
  const out: [string, string][] = [];
  const keep = (name: string, test: RegExp) => {
    const v = get(name)?.trim();
    if (v && test.test(v)) out.push([name, v]);
  };
  if (tag === "a") {
    keep("href", LINK_URL);
    if (!out.length) return null; // a link to nowhere is only its text
    out.push(["target", "_blank"], ["rel", "noopener noreferrer"]);
  } else if (tag === "img") {
    keep("src", IMAGE_URL);
    if (!out.length) return null;
    const alt = get("alt");
    if (alt != null) out.push(["alt", alt]);
    keep("width", DIMENSION);
    keep("height", DIMENSION);
  } else if (tag === "td" || tag === "th") {
    keep("colspan", SPAN_COUNT);
    keep("rowspan", SPAN_COUNT);
  }
  return out.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join("");
}

export async function sanitizeHtml(html: string): Promise<string> {
  let out = "";
  let skipDepth = 0;
  const stack: Open[] = [];

  const closeThrough = (entry: Open) => {
    if (!entry.open) return;
    while (stack.length) {
      const top = stack.pop() as Open;
      top.open = false;
      out += `</${top.tag}>`;
      if (top === entry) return;
    }
  };
  /** Walks down from the innermost open element: the first `target` is closed, a `stop` ends the search. */
  const closeNearest = (targets: readonly string[], stops: readonly string[]) => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const e = stack[i] as Open;
      if (targets.includes(e.tag)) return closeThrough(e);
      if (stops.includes(e.tag)) return;
    }
  };
  // The implied end tags HTML parsers apply, so `<p>a<p>b` and `<li>a<li>b` come out as siblings
  // rather than as nesting a browser would re-arrange.
  const impliedClose = (tag: string) => {
    if (["p", "h2", "h3", "h4", "ul", "ol", "table", "blockquote"].includes(tag)) {
      closeNearest(["p"], ["table", "td", "th"]);
    }
    if (/^h[234]$/.test(tag) && /^h[234]$/.test(stack.at(-1)?.tag ?? "")) closeThrough(stack.at(-1) as Open);
    if (tag === "li") closeNearest(["li"], ["ul", "ol", "table", "td", "th"]);
    if (tag === "td" || tag === "th") closeNearest(["td", "th"], ["tr", "table"]);
    if (tag === "tr") closeNearest(["tr"], ["table"]);
    if (tag === "thead" || tag === "tbody") closeNearest(["thead", "tbody"], ["table"]);
  };

  const rewriter = new HTMLRewriter()
    .on("*", {
      element(el) {
        if (skipDepth > 0) return;
        const name = el.tagName.toLowerCase();
        if (DROP_WITH_CONTENT.has(name)) {
          try {
            el.onEndTag(() => {
              skipDepth--;
            });
            skipDepth++;
          } catch {
            // No end tag will come (void or self-closing): nothing inside to skip.
          }
          return;
        }
        const tag = RENAME[name] ?? name;
        if (!ALLOWED.has(tag)) return; // unwrapped: its content is still walked
        const attrs = attrsOf(tag, (n) => el.getAttribute(n));
        if (attrs === null) return;
        impliedClose(tag);
        out += `<${tag}${attrs}>`;
        if (VOID.has(tag)) return;
        const entry: Open = { tag, open: true };
        stack.push(entry);
        try {
          el.onEndTag(() => closeThrough(entry));
        } catch {
          // The tokenizer says no end tag can follow: closed with its parent, or at the end.
        }
      },
    })
    .onDocument({
      text(t) {
        if (skipDepth === 0 && t.text) out += escapeText(t.text);
      },
    });

  // Consuming the body drives the handlers; the rewriter's own output is discarded.
  await rewriter
    .transform(new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }))
    .arrayBuffer();
  while (stack.length) closeThrough(stack.at(-1) as Open);
  return out;
}
