import { Download } from "lucide-react";

/** The list's .xlsx export of the same filter: a plain download link (the API answers the file). */
export function ExportLink({ href, label, testId }: { href: string; label: string; testId?: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface"
      data-testid={testId}
    >
      <Download size={16} aria-hidden /> {label}
    </a>
  );
}
