import { Button } from "../ui";

/** The actions a member may take on an order or a subscription; cancel is the quiet one. */
export function ActionButtons<A extends string>({
  actions,
  label,
  onPick,
  testId,
}: {
  actions: readonly A[];
  label: (a: A) => string;
  onPick: (a: A) => void;
  testId: (a: A) => string;
}) {
  if (!actions.length) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {actions.map((a) => (
        <Button
          key={a}
          type="button"
          variant={a === "cancel" ? "secondary" : "primary"}
          onClick={() => onPick(a)}
          data-testid={testId(a)}
        >
          {label(a)}
        </Button>
      ))}
    </div>
  );
}
