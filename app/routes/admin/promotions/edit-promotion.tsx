import { AdminRouteError, AdminSkeleton } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { idParam } from "~/components/admin/loaderData";
import { type AdminPromotion, PROMO_API } from "./lib";
import { PromotionEditor } from "./PromotionForm";
import { loadRefNames } from "./refs";

// /admin/settingpage/editpromotion/{id} — a promotion or a coupon (kind PROMOTION). `new` or 0
// creates; a new one's scope comes from the list tab (?scope=COUPON), an existing one's from its row.

export async function clientLoader({ params, request }: { params: { id?: string }; request: Request }) {
  const id = idParam(params.id);
  const record = id ? await adminLoad<AdminPromotion>(PROMO_API.promotion(id)) : null;
  const scope = record?.scope ?? (new URL(request.url).searchParams.get("scope") === "COUPON" ? "COUPON" : "PROMOTION");
  return {
    record,
    names: await loadRefNames(record),
    scope: scope === "COUPON" ? ("COUPON" as const) : ("PROMOTION" as const),
  };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see content/banner-edit.tsx).
const PAGE_ID = "promotion-edit";
export function HydrateFallback() {
  return <AdminSkeleton kind="form" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

export default function EditPromotion({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const { record, names, scope } = loaderData;
  // A fresh form per record (and per scope of a new one).
  return (
    <PromotionEditor
      key={record ? record.id : `new-${scope}`}
      kind="PROMOTION"
      record={record}
      names={names}
      scope={scope}
      pageId={PAGE_ID}
    />
  );
}
