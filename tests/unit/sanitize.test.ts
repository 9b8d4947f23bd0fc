import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../functions/platform/sanitize";

// The allowlist sanitiser every stored rich text goes through (product information, articles, pages).

describe("sanitizeHtml keeps the allowed markup", () => {
  it.each([
    ["<p>Hello <strong>bold</strong> <em>it</em> <b>b</b> <i>i</i> <u>u</u> <s>s</s></p>"],
    ["<h2>A</h2><h3>B</h3><h4>C</h4>"],
    ["<ul><li>one</li><li>two</li></ul><ol><li>x</li></ol>"],
    ["<blockquote><p>quote</p></blockquote>"],
    ["<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>"],
    ["<p>line<br>break <span>span</span></p>"],
    ["<p>x &amp; y &lt; z &gt; w &quot;q&quot; &#x4e2d;</p>"],
    ["<p>中文內容與 emoji 🎉</p>"],
  ])("%s", async (html) => {
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it("keeps http, https and mailto links, opening in a new tab without an opener", async () => {
    expect(await sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(await sanitizeHtml('<a href="HTTP://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="HTTP://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(await sanitizeHtml("<a href='mailto:shop@example.com'>mail</a>")).toBe(
      '<a href="mailto:shop@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });

  it("keeps images from http(s) and /media/ with alt and numeric width and height", async () => {
    expect(await sanitizeHtml('<img src="/media/1/2/orig.jpg" alt="A &quot;cat&quot;" width="300" height="200">')).toBe(
      '<img src="/media/1/2/orig.jpg" alt="A &quot;cat&quot;" width="300" height="200">',
    );
    expect(await sanitizeHtml('<img src="https://cdn.example.com/a.png" width="100%" height="1e3" title="t"/>')).toBe(
      '<img src="https://cdn.example.com/a.png">',
    );
  });

  it("keeps numeric colspan and rowspan on cells only", async () => {
    expect(await sanitizeHtml('<table><tr><td colspan="2" rowspan="x" style="color:red">a</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">a</td></tr></table>',
    );
  });
});

describe("sanitizeHtml removes what could run or escape", () => {
  it.each([
    ['<p>a</p><script>alert("<p>x</p>")</script><p>b</p>', "<p>a</p><p>b</p>"],
    ["<style>p{color:red}</style><p>b</p>", "<p>b</p>"],
    ['<iframe src="https://evil.example"></iframe>ok', "ok"],
    ["<object data=x><embed src=x></object>ok", "ok"],
    ["<noscript><p>no</p></noscript>ok", "ok"],
    ["<template><img src=x onerror=alert(1)></template>ok", "ok"],
    ["<svg><style><img src=x onerror=alert(1)></style></svg>ok", "ok"],
    ["<math><mi>x</mi></math>ok", "ok"],
    ["<textarea><script>alert(1)</script></textarea>ok", "ok"],
    ["<title><img src=x onerror=alert(1)></title>ok", "ok"],
    ["<xmp><img src=x onerror=alert(1)></xmp>ok", "ok"],
    ["<plaintext><script>alert(1)</script>", ""],
    ["<!-- <script>alert(1)</script> --><p>c</p>", "<p>c</p>"],
    ["<!DOCTYPE html><p>d</p>", "<p>d</p>"],
    ["<meta http-equiv=refresh content='0;url=https://evil.example'><link rel=stylesheet href=x><base href=x>ok", "ok"],
    ["<form action=x><input name=a><button>go</button></form>", "go"],
  ])("%s → %s", async (html, expected) => {
    expect(await sanitizeHtml(html)).toBe(expected);
  });

  it("drops event handlers, style, class, id and unknown attributes", async () => {
    expect(
      await sanitizeHtml('<p onclick="alert(1)" style="x" class="c" id="i" data-x="1" onmouseover=alert(1)>t</p>'),
    ).toBe("<p>t</p>");
    expect(await sanitizeHtml('<img src="/media/1/1/orig.png" onerror="alert(1)" onload=alert(1)>')).toBe(
      '<img src="/media/1/1/orig.png">',
    );
    expect(await sanitizeHtml("<span ONCLICK=alert(1)>s</span>")).toBe("<span>s</span>");
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="jav&#x61;script:alert(1)">x</a>',
    '<a href="jav&#97;script:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="java\nscript:alert(1)">x</a>',
    '<a href="\u0001javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="//evil.example/x">x</a>',
    '<a href="/relative">x</a>',
    "<a>x</a>",
  ])("turns the unsafe or empty link %s into its text", async (html) => {
    expect(await sanitizeHtml(html)).toBe("x");
  });

  it.each([
    '<img src="javascript:alert(1)">',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '<img src="//evil.example/a.png">',
    '<img src="/other/a.png">',
    '<img src="/media/../api/admin/products">',
    '<img src="/media/..\\api">',
    '<img src="/media/%2e%2e/api/auth/logout">',
    '<img src="/media/.%2E/api/auth/logout">',
    '<img src="/media/&#46;&#46;/api/auth/logout">',
    '<img src="/media/1/2/%2e%2e/%2e%2e/%2e%2e/api/auth/logout">',
    '<img src="x" onerror="alert(1)">',
    "<img>",
  ])("drops the image %s", async (html) => {
    expect(await sanitizeHtml(`a${html}b`)).toBe("ab");
  });

  it("escapes an attribute quote that was written inside single quotes", async () => {
    expect(await sanitizeHtml(`<img src='/media/1/1/o.png' alt='a" onerror="alert(1)'>`)).toBe(
      '<img src="/media/1/1/o.png" alt="a&quot; onerror=&quot;alert(1)">',
    );
  });

  it("drops stray end tags, so the content cannot close the page around it", async () => {
    expect(await sanitizeHtml("</div></main></body><p>x</p></p></li>")).toBe("<p>x</p>");
  });

  it("drops a tag cut off at the end, which the page's next '>' would otherwise complete", async () => {
    expect(await sanitizeHtml("ok<img src=x onerror=alert(1)")).toBe("ok");
    expect(await sanitizeHtml('ok<a href="https://x.example"')).toBe("ok");
  });

  it("escapes loose angle brackets in text", async () => {
    expect(await sanitizeHtml("a < b > c <3")).toBe("a &lt; b &gt; c &lt;3");
  });

  it("unwraps unknown elements and keeps their text", async () => {
    expect(await sanitizeHtml('<div class="x"><section><p>in</p></section><font color=red>f</font></div>')).toBe(
      "<p>in</p>f",
    );
    expect(await sanitizeHtml("<custom-el>c</custom-el>")).toBe("c");
  });

  it("maps other heading levels to the nearest allowed one", async () => {
    expect(await sanitizeHtml("<h1>a</h1><h5>b</h5><h6>c</h6>")).toBe("<h2>a</h2><h4>b</h4><h4>c</h4>");
  });

  it("ignores a meta charset, so the text is always read as UTF-8", async () => {
    expect(await sanitizeHtml('<meta charset="iso-8859-1"><p>中文</p>')).toBe("<p>中文</p>");
  });

  it("returns an empty string for empty input", async () => {
    expect(await sanitizeHtml("")).toBe("");
  });
});

describe("sanitizeHtml balances the markup", () => {
  it.each([
    ["<p>unclosed <b>bold", "<p>unclosed <b>bold</b></p>"],
    ["<p>a<p>b</p>", "<p>a</p><p>b</p>"],
    ["<ul><li>a<li>b</ul>", "<ul><li>a</li><li>b</li></ul>"],
    ["<table><tr><td>1<td>2</table>", "<table><tr><td>1</td><td>2</td></tr></table>"],
    ["<table><tr><td>1</td><tr><td>2</td></table>", "<table><tr><td>1</td></tr><tr><td>2</td></tr></table>"],
    ["<b><i>x</b>y</i>", "<b><i>x</i></b>y"],
    ["<p>a<ul><li>b</li></ul>", "<p>a</p><ul><li>b</li></ul>"],
    ["<h2>a<h3>b</h3>", "<h2>a</h2><h3>b</h3>"],
    ["<blockquote>q", "<blockquote>q</blockquote>"],
  ])("%s → %s", async (html, expected) => {
    expect(await sanitizeHtml(html)).toBe(expected);
  });

  it("is idempotent", async () => {
    const once = await sanitizeHtml('<p>a<b>b<a href="https://x.example" onclick=y>c<img src="/media/1/2/o.jpg">');
    expect(await sanitizeHtml(once)).toBe(once);
  });
});
