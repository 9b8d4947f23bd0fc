import type { MapForm } from "@functions/commerce/ecpay/map";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n";
import { Button, Spinner } from "../ui";
import "../../i18n/areas/cards";

/** Posts the member to the convenience-store map; submits itself, the button does without JavaScript. */
export function MapRedirectForm({ form }: { form: MapForm }) {
  const t = useT();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.submit(), []);
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center" data-testid="address-map-redirect">
      <Spinner size={32} />
      <p className="font-semibold">{t("addressMap.title")}</p>
      <p className="text-sm text-muted">{t("addressMap.body")}</p>
      <form ref={ref} method="post" action={form.action} data-testid="address-map-form">
        {Object.entries(form.fields).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <Button type="submit" variant="secondary">
          {t("addressMap.continue")}
        </Button>
      </form>
    </div>
  );
}
