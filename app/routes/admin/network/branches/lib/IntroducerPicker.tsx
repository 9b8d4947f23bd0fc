import { useEffect, useId, useState } from "react";
import { adminSend } from "~/components/admin/adminApi";
import { SearchBox } from "~/components/admin/FormBits";
import { inputClass } from "~/components/ui";
import { useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import { BRANCH_API } from "./api";
import type { NetworkLabel } from "./labels";

// Picks the new introducer of a move: the head store or a branch found by name or domain
// (GET /api/admin/simpleBranches, so a network of thousands needs no long select).

type Option = { id: number; name: string; domainName?: string };

export function IntroducerPicker({
  value,
  onChange,
  label,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  label: (k: NetworkLabel) => string;
}) {
  const t = useT();
  const { store } = useRoot();
  const id = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<Option[]>([]);
  useEffect(() => {
    const h = setTimeout(async () => {
      const r = await adminSend<Option[]>("GET", BRANCH_API.simple, undefined, {
        query: { keyword: text.trim() || undefined, limit: 20 },
        quiet: true,
      });
      if (r.ok) setFound(r.data);
    }, 300);
    return () => clearTimeout(h);
  }, [text]);
  const options: Option[] = [{ id: store.storeId, name: store.storeName }, ...found];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchBox
        value={text}
        onSearch={setText}
        live
        label={t("branches.move.search", { label: label("introducerLabel") })}
        className="w-48"
      />
      <label htmlFor={`${id}-to`} className="sr-only">
        {t("branches.move.to", { label: label("introducerLabel") })}
      </label>
      <select
        id={`${id}-to`}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        className={`${inputClass()} h-9 w-52 px-2`}
        data-testid="move-to"
      >
        <option value="">{t("branches.move.to", { label: label("introducerLabel") })}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.domainName ? `${o.name} (${o.domainName})` : o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
