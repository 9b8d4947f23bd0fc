import { X } from "lucide-react";

/** A button that shows only the close cross, named by `label`; where it sits and looks is the caller's. */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <X size={20} aria-hidden />
    </button>
  );
}
