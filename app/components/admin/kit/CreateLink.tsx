import { Plus } from "lucide-react";
import { LinkButton } from "../../ui";

/** The "add …" button of a list (header and empty state). */
export function CreateLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <LinkButton to={to} data-testid={testId}>
      <Plus size={18} aria-hidden /> {label}
    </LinkButton>
  );
}
