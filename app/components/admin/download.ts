// Files the back office makes in the browser (import templates, recovery codes): one way to hand
// them to the person, and one CSV writer Excel reads Chinese from.

/** Saves `text` as a file named `name` (the browser's download, no server round trip). */
export function downloadText(name: string, text: string, type = "text/csv;charset=utf-8") {
  downloadBlob(name, new Blob([text], { type }));
}

/** Saves `blob` as a file named `name`. */
export function downloadBlob(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** RFC 4180 rows, UTF-8 with BOM so Excel opens the Chinese header correctly. */
export const csvText = (rows: readonly (readonly string[])[]) =>
  `\ufeff${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
