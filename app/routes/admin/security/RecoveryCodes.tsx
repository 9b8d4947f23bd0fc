import { Download, KeyRound } from "lucide-react";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";

/** The ten recovery codes, shown once after enrolment or renewal, with a text-file download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const { store } = useRoot();
  const download = () => {
    const title = t("security.codesFile", { store: store.storeName });
    const blob = new Blob([`${title}\n\n${codes.join("\n")}\n`], { type: "text/plain;charset=utf-8" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = "recovery-codes.txt";
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4" data-testid="recovery-codes">
      <p className="flex items-center gap-2 font-semibold">
        <KeyRound size={18} aria-hidden /> {t("security.codesTitle")}
      </p>
      <p className="mt-1 text-sm text-muted">{t("security.codesBody")}</p>
      <ol className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1.5 font-mono text-[15px] min-[734px]:grid-cols-5">
        {codes.map((c) => (
          <li key={c} data-testid="recovery-code">
            {c}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2 [&>*]:flex-1 min-[734px]:[&>*]:flex-none">
        <Button variant="secondary" onClick={download}>
          <Download size={16} aria-hidden /> {t("security.codesDownload")}
        </Button>
        <Button onClick={onDone} data-testid="recovery-codes-done">
          {t("security.codesDone")}
        </Button>
      </div>
    </div>
  );
}
