import { AdminRouteError, AdminSkeleton } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { idParam } from "~/components/admin/loaderData";
import { type AdminPromotion, PROMO_API } from "./lib";
import { PromotionEditor } from "./PromotionForm";
import { loadRefNames } from "./refs";

// /admin/settingpage/editactivity/{id} — an activity (kind ACTIVITY): the promotion form without
// the coupon-only fields, its optional code checked through activity/ifCodeExists. `new` or 0 creates.

export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = idParam(params.id);
  const record = id ? await adminLoad<AdminPromotion>(PROMO_API.activity(id)) : null;
  return { record, names: await loadRefNames(record) };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see content/banner-edit.tsx).
const PAGE_ID = "activity-edit";
export function HydrateFallback() {
  return <AdminSkeleton kind="form" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

export default function EditActivity({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const { record, names } = loaderData;
  return (
    <PromotionEditor
      key={record ? record.id : "new"}
      kind="ACTIVITY"
      record={record}
      names={names}
      scope="PROMOTION"
      pageId={PAGE_ID}
    />
  );
}
