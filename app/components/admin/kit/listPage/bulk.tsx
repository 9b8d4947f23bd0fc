import { type Key, type ReactNode, useState } from "react";
import { Button } from "~/components/ui";

/** A bulk action over the selected rows; `confirm` asks first (destructive ones must). */
export type BulkAction<T> = {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  confirm?: (rows: T[]) => { title: string; body?: string; label?: string };
  /** Runs the action; the selection clears afterwards unless `keepSelection`. */
  run: (rows: T[]) => Promise<unknown> | undefined;
  keepSelection?: boolean;
};

/** The selection over the shown page and the bulk action running on it (asking first when it confirms). */
export function useBulkRun<T, K extends Key>(pageRows: readonly T[], rowKey: (row: T) => K) {
  const [selected, setSelected] = useState<Set<K>>(new Set());
  const [asking, setAsking] = useState<{ action: BulkAction<T>; rows: T[] } | null>(null);
  const [running, setRunning] = useState(false);

  async function run(action: BulkAction<T>, rows: T[]) {
    setRunning(true);
    try {
      await action.run(rows);
    } finally {
      setRunning(false);
      setAsking(null);
      if (!action.keepSelection) setSelected(new Set());
    }
  }
  const start = (action: BulkAction<T>, keys: K[]) => {
    const rows = pageRows.filter((r) => keys.includes(rowKey(r)));
    if (action.confirm) setAsking({ action, rows });
    else void run(action, rows);
  };
  const ask = asking?.action.confirm?.(asking.rows);
  return { selected, setSelected, asking, setAsking, running, run, start, ask };
}

/** The bulk bar's contents: the inputs the actions read, then one button per action. */
export function BulkButtons<T>({
  tools,
  actions,
  running,
  onStart,
}: {
  tools: ReactNode;
  actions: BulkAction<T>[] | undefined;
  running: boolean;
  onStart: (action: BulkAction<T>) => void;
}) {
  return (
    <>
      {tools}
      {actions?.map((a) => (
        <Button
          key={a.key}
          variant="secondary"
          className={a.danger ? "h-9 text-danger" : "h-9"}
          disabled={running}
          onClick={() => onStart(a)}
          data-testid={`bulk-${a.key}`}
        >
          {a.icon}
          {a.label}
        </Button>
      ))}
    </>
  );
}
