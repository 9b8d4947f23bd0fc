import type { AdminShippingSetting } from "@functions/commerce/shipping/settings";
import { shippingDisplayName } from "@functions/shared/commerce/methodNames";
import {
  MAX_IMPORT_SHIPPING_PRODUCTS,
  SHIPPING_PRODUCT_IMPORT_COLUMNS,
} from "@functions/shared/commerce/shippingProductImport";
import { AdminRouteError, AdminSkeleton } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { columnsSheet, ImportHow, ImportPage, TemplateButton } from "~/components/admin/kit";
import { useLocale, useT } from "~/i18n";

// /admin/settingpage/shipping-product-import — which shipping methods each product ships with,
// from a sheet (POST /api/admin/shipping/product/excel/import; the rule in
// docs/decisions/shipping-product-import.md): all or nothing, every row problem listed; the .xlsx
// template's example row is one of the store's products with two of its methods. Reached from
// setting-shipping.

export const SHIPPING_PRODUCT_IMPORT_API = "/api/admin/shipping/product/excel/import";
const SHIPPING_PATH = "/admin/settingpage/setting-shipping";
type ImportResult = { updated: number; productIds: number[] };

export async function clientLoader() {
  const [methods, products] = await Promise.all([
    adminLoad<AdminShippingSetting[]>("/api/admin/shipping"),
    adminLoad<{ data: { id: number; name: string }[] }>("/api/admin/products", { limit: 1 }),
  ]);
  return { methods, product: products.data[0] ?? null };
}

const PAGE_ID = "shipping-product-import";
export function HydrateFallback() {
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

export default function ShippingProductImport({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof clientLoader>>;
}) {
  const t = useT();
  const locale = useLocale();
  const en = locale === "en";
  const names = loaderData.methods.map((m) => shippingDisplayName(m, locale));
  const example = loaderData.product ?? { id: 1, name: t("shippingImport.exampleProduct") };
  return (
    <ImportPage<ImportResult>
      title={t("shippingImport.title")}
      back={{ label: t("commerceSettings.shipping.title"), to: SHIPPING_PATH }}
      testId={PAGE_ID}
      upload={{
        title: t("shippingImport.import"),
        description: t("shippingImport.importHint"),
        endpoint: SHIPPING_PRODUCT_IMPORT_API,
        fieldLabel: (f) => t(`shippingImport.col.${f}`),
        summary: (d) => t("shippingImport.done", { updated: d.updated }),
        testId: "shipping-import-panel",
      }}
      how={
        <ImportHow
          title={t("shippingImport.howTitle")}
          steps={[
            t("shippingImport.how1"),
            t("shippingImport.how2", { methods: names.join(en ? ", " : "、") || "—" }),
            t("shippingImport.how3"),
            t("shippingImport.how4", { max: MAX_IMPORT_SHIPPING_PRODUCTS }),
          ]}
        >
          <TemplateButton
            label={t("shippingImport.template")}
            file={en ? "shipping-per-product.xlsx" : "商品運送方式範本.xlsx"}
            sheet={() =>
              columnsSheet(en ? "Shipping" : "運送方式", SHIPPING_PRODUCT_IMPORT_COLUMNS, locale, [
                [example.id, example.name, names.slice(0, 2).join(en ? ", " : "、")],
              ])
            }
          />
        </ImportHow>
      }
    />
  );
}
