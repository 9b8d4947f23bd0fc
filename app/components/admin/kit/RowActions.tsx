import { Eye, Pencil, Trash2 } from "lucide-react";
import { useT } from "~/i18n";
import { Button, LinkButton } from "../../ui";

/** A list row's edit link: icon on desktop, icon and word on phones (the row is a card there). */
export function EditRowLink({ to, name }: { to: string; name: string }) {
  const t = useT();
  return (
    <LinkButton to={to} variant="ghost" className="h-9 px-2.5" aria-label={t("adminUi.editNamed", { name })}>
      <Pencil size={16} aria-hidden />
      <span className="min-[734px]:sr-only">{t("adminUi.edit")}</span>
    </LinkButton>
  );
}

/** A list row's delete button (it opens the page's confirm dialog). */
export function DeleteRowButton({
  name,
  onClick,
  disabled,
  title,
  testId,
}: {
  name: string;
  onClick: () => void;
  disabled?: boolean;
  title?: string;
  testId?: string;
}) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      className="h-9 px-2.5 text-danger"
      onClick={onClick}
      disabled={disabled}
      title={title}
      aria-label={t("adminUi.deleteNamed", { name })}
      data-testid={testId}
    >
      <Trash2 size={16} aria-hidden />
      <span className="min-[734px]:sr-only">{t("adminUi.delete")}</span>
    </Button>
  );
}

/**
 * A list row's link to its read-only record (a bulletin, a notice): the icon on desktop, icon and
 * the area's word on phones; the accessible name starts with that word and names the row after it.
 */
export function OpenRowLink({ to, label, name, testId }: { to: string; label: string; name: string; testId?: string }) {
  return (
    <LinkButton to={to} variant="ghost" className="h-9 px-2.5" title={label} data-testid={testId}>
      <Eye size={16} aria-hidden />
      <span className="min-[734px]:sr-only">{label}</span>
      <span className="sr-only"> {name}</span>
    </LinkButton>
  );
}
