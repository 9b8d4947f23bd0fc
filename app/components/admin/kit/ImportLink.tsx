import { FileUp, type LucideIcon } from "lucide-react";
import { LinkButton } from "../../ui";

/** A page's link to its spreadsheet import (header actions); the icon says what the page offers. */
export function ImportLink({ to, label, icon: Icon = FileUp }: { to: string; label: string; icon?: LucideIcon }) {
  return (
    <LinkButton to={to} variant="secondary">
      <Icon size={18} aria-hidden /> {label}
    </LinkButton>
  );
}
