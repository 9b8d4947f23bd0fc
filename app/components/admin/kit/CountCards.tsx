import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../ui";

export type CountCard = {
  key: string;
  to: string;
  label: string;
  count: number;
  /** The red pill under the count (new items), when there is something new. */
  note?: string;
  testId?: string;
};

/** An overview of lists: one linked card per list with its row count (the Orders section on phones). */
export function CountCards({ items }: { items: CountCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 min-[734px]:grid-cols-3 min-[1024px]:grid-cols-4">
      {items.map((c) => (
        <li key={c.key}>
          <Link to={c.to} className="block h-full" data-testid={c.testId}>
            <Card className="flex h-full flex-col gap-1 p-4 transition-colors hover:border-brand-500">
              <span className="flex items-center justify-between gap-1 text-sm text-muted">
                {c.label}
                <ChevronRight size={16} aria-hidden />
              </span>
              <span className="text-2xl font-bold tabular-nums">{c.count.toLocaleString()}</span>
              {c.note && <span className="w-fit rounded-full bg-danger px-2 text-xs text-white">{c.note}</span>}
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
