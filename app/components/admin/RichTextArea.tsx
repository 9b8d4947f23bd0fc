import { Bold, Eye, Heading2, Heading3, Italic, Link2, List, ListOrdered, Minus, Pencil, Quote } from "lucide-react";
import { type ReactNode, type RefObject, useId, useRef, useState } from "react";
import { useT } from "../../i18n";
import { cx, describedByOf, FieldFrame } from "../ui";

type Wrap = { before: string; after: string; placeholder: string; block?: boolean };

/** Wraps the selection (or a placeholder) in markup; returns the new text and selection. */
export function applyWrap(text: string, start: number, end: number, w: Wrap) {
  const selected = text.slice(start, end) || w.placeholder;
  let before = w.before;
  let after = w.after;
  if (w.block) {
    if (start > 0 && text[start - 1] !== "\n") before = `\n${before}`;
    if (end < text.length && text[end] !== "\n") after = `${after}\n`;
  }
  const next = text.slice(0, start) + before + selected + after + text.slice(end);
  const s = start + before.length;
  return { text: next, start: s, end: s + selected.length };
}

function listOf(tag: "ul" | "ol", selected: string, placeholder: string) {
  const lines = (selected || placeholder).split(/\n/).filter((l) => l.trim() !== "");
  return `<${tag}>\n${lines.map((l) => `  <li>${l.trim()}</li>`).join("\n")}\n</${tag}>`;
}

type Tool = { key: string; label: string; icon: ReactNode; run: () => void };

/**
 * The toolbar's tools: each wraps the textarea's selection (or a placeholder) in its markup, or
 * puts a block (a list of the selected lines, a divider) in its place, then selects the result.
 */
function useWrapTools(value: string, onChange: (next: string) => void, ref: RefObject<HTMLTextAreaElement | null>) {
  const t = useT();
  const apply = (w: Wrap | ((selected: string) => string)) => {
    const el = ref.current;
    if (!el) return;
    const { selectionStart: s, selectionEnd: e } = el;
    let out: { text: string; start: number; end: number };
    if (typeof w === "function") {
      const block = w(value.slice(s, e));
      const pre = s > 0 && value[s - 1] !== "\n" ? "\n" : "";
      const text = value.slice(0, s) + pre + block + value.slice(e);
      out = { text, start: s + pre.length + block.length, end: s + pre.length + block.length };
    } else out = applyWrap(value, s, e, w);
    onChange(out.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(out.start, out.end);
    });
  };

  const tools: Tool[] = [
    {
      key: "bold",
      label: t("adminUi.rt.bold"),
      icon: <Bold size={16} />,
      run: () => apply({ before: "<strong>", after: "</strong>", placeholder: t("adminUi.rt.text") }),
    },
    {
      key: "italic",
      label: t("adminUi.rt.italic"),
      icon: <Italic size={16} />,
      run: () => apply({ before: "<em>", after: "</em>", placeholder: t("adminUi.rt.text") }),
    },
    {
      key: "h2",
      label: t("adminUi.rt.h2"),
      icon: <Heading2 size={16} />,
      run: () => apply({ before: "<h2>", after: "</h2>", placeholder: t("adminUi.rt.heading"), block: true }),
    },
    {
      key: "h3",
      label: t("adminUi.rt.h3"),
      icon: <Heading3 size={16} />,
      run: () => apply({ before: "<h3>", after: "</h3>", placeholder: t("adminUi.rt.heading"), block: true }),
    },
    {
      key: "ul",
      label: t("adminUi.rt.ul"),
      icon: <List size={16} />,
      run: () => apply((sel) => listOf("ul", sel, t("adminUi.rt.item"))),
    },
    {
      key: "ol",
      label: t("adminUi.rt.ol"),
      icon: <ListOrdered size={16} />,
      run: () => apply((sel) => listOf("ol", sel, t("adminUi.rt.item"))),
    },
    {
      key: "quote",
      label: t("adminUi.rt.quote"),
      icon: <Quote size={16} />,
      run: () =>
        apply({ before: "<blockquote>", after: "</blockquote>", placeholder: t("adminUi.rt.text"), block: true }),
    },
    {
      key: "link",
      label: t("adminUi.rt.link"),
      icon: <Link2 size={16} />,
      run: () => {
        const url = window.prompt(t("adminUi.rt.linkPrompt"), "https://");
        if (!url || !/^(https?:\/\/|\/|mailto:)/i.test(url.trim())) return;
        const safe = url.trim().replaceAll('"', "%22");
        apply({ before: `<a href="${safe}">`, after: "</a>", placeholder: t("adminUi.rt.linkText") });
      },
    },
    {
      key: "hr",
      label: t("adminUi.rt.hr"),
      icon: <Minus size={16} />,
      run: () => apply(() => "<hr />\n"),
    },
  ];
  return tools;
}

/**
 * A simple HTML editor: a textarea with a toolbar that wraps the selection in tags (bold, italic,
 * headings, lists, quote, link, divider) and a preview. The server sanitises what is saved; the
 * preview renders in a sandboxed frame with scripts off. Ctrl/⌘+B and Ctrl/⌘+I work in the text.
 */
export function RichTextArea({
  label,
  value,
  onChange,
  name,
  error,
  hint,
  rows = 10,
  required,
  maxLength,
  placeholder,
  testId,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
  name?: string;
  error?: string;
  hint?: ReactNode;
  rows?: number;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  testId?: string;
}) {
  const t = useT();
  const uid = useId();
  const id = `rt-${name ?? uid}`;
  const ref = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(false);

  const tools = useWrapTools(value, onChange, ref);

  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <div
        className={cx(
          "overflow-hidden rounded-lg border bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100",
          error ? "border-danger" : "border-line",
        )}
      >
        <div
          role="toolbar"
          aria-label={t("adminUi.rt.toolbar", { label })}
          aria-controls={id}
          className="flex flex-wrap items-center gap-0.5 border-b border-line bg-surface/70 p-1"
        >
          {tools.map((tool) => (
            <button
              key={tool.key}
              type="button"
              onClick={tool.run}
              disabled={preview}
              title={tool.label}
              aria-label={tool.label}
              className="inline-flex h-9 w-9 items-center justify-center rounded-md text-ink hover:bg-black/5 disabled:opacity-30"
            >
              <span aria-hidden>{tool.icon}</span>
            </button>
          ))}
          <button
            type="button"
            onClick={() => setPreview((p) => !p)}
            aria-pressed={preview}
            className="ml-auto inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm hover:bg-black/5"
          >
            {preview ? <Pencil size={15} aria-hidden /> : <Eye size={15} aria-hidden />}
            {preview ? t("adminUi.rt.edit") : t("adminUi.rt.preview")}
          </button>
        </div>
        {preview ? (
          <iframe
            title={t("adminUi.rt.previewOf", { label })}
            sandbox=""
            className="block w-full bg-white"
            style={{ height: `${Math.max(rows, 6) * 1.6}rem` }}
            srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:15px/1.7 system-ui,-apple-system,"Noto Sans TC",sans-serif;color:#1c2024;margin:12px;overflow-wrap:anywhere}img{max-width:100%;height:auto}</style>${value}`}
          />
        ) : (
          <textarea
            ref={ref}
            id={id}
            name={name}
            rows={rows}
            value={value}
            required={required}
            maxLength={maxLength}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedByOf(id, error, hint)}
            data-testid={testId}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => {
              if (!(e.ctrlKey || e.metaKey)) return;
              const k = e.key.toLowerCase();
              if (k === "b" || k === "i") {
                e.preventDefault();
                tools.find((x) => x.key === (k === "b" ? "bold" : "italic"))?.run();
              }
            }}
            className="block w-full resize-y bg-transparent px-3 py-2.5 font-mono text-[14px] leading-relaxed outline-none"
          />
        )}
      </div>
    </FieldFrame>
  );
}
