import type { MapForm } from "@functions/commerce/ecpay/map";
import { useT } from "../../i18n";
import { Button, Spinner } from "../ui";
import { AutoPostForm } from "./AutoPostForm";
import "../../i18n/areas/cards";

/** Posts the member to the convenience-store map; submits itself, the button does without JavaScript. */
export function MapRedirectForm({ form }: { form: MapForm }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center" data-testid="address-map-redirect">
      <Spinner size={32} />
      <p className="font-semibold">{t("addressMap.title")}</p>
      <p className="text-sm text-muted">{t("addressMap.body")}</p>
      <AutoPostForm form={form} testId="address-map-form">
        <Button type="submit" variant="secondary">
          {t("addressMap.continue")}
        </Button>
      </AutoPostForm>
    </div>
  );
}
