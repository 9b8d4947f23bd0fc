import "~/i18n/areas/network/branchAdminForms";
import { CalendarClock, RotateCcw } from "lucide-react";
import { useRowDelete } from "~/components/admin/kit";
import { EditRowLink } from "~/components/admin/kit/RowActions";
import { Button, LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import { BRANCH_API, BRANCH_PATHS, type BranchRow } from "./api";

// The head store's row actions on its downline list: edit the branch, edit its trial, and reset
// a closed branch (the API refuses an open one with 400372, so the button is only offered there).

export function useBranchReset() {
  const t = useT();
  return useRowDelete<BranchRow>({
    method: "PATCH",
    path: (b) => BRANCH_API.reset(b.id),
    title: (b) => t("baf.reset.confirmTitle", { name: b.name }),
    body: () => t("baf.reset.confirmBody"),
    confirmLabel: t("baf.reset.action"),
    deletedText: (b) => t("baf.reset.done", { name: b.name }),
  });
}

export function BranchRowActions({ b, onReset }: { b: BranchRow; onReset: (b: BranchRow) => void }) {
  const t = useT();
  // Stacked on the desktop table: the downline list's columns already fill its width.
  return (
    <div className="flex items-center gap-1 min-[734px]:flex-col min-[734px]:items-end">
      <EditRowLink to={BRANCH_PATHS.edit(b.id)} name={b.name} />
      <LinkButton
        to={BRANCH_PATHS.trial(b.id)}
        variant="ghost"
        className="h-9 px-2.5"
        aria-label={t("baf.trial.named", { name: b.name })}
        data-testid={`branch-trial-${b.id}`}
      >
        <CalendarClock size={16} aria-hidden />
        <span className="min-[734px]:sr-only">{t("baf.trial.short")}</span>
      </LinkButton>
      {b.status !== "NORMAL" && (
        <Button
          variant="ghost"
          className="h-9 px-2.5 text-danger"
          onClick={() => onReset(b)}
          aria-label={t("baf.reset.named", { name: b.name })}
          data-testid={`branch-reset-${b.id}`}
        >
          <RotateCcw size={16} aria-hidden />
          <span className="min-[734px]:sr-only">{t("baf.reset.action")}</span>
        </Button>
      )}
    </div>
  );
}
