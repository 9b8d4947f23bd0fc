import type { AwardGroupView } from "@functions/commerce/awards/service";
import { productCreateInput, productPatchInput } from "@functions/commerce/catalogue/schemas";
import { ExternalLink } from "lucide-react";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { EditPage, editIdOf, useEditForm } from "~/components/admin/kit";
import { LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import { loadCategories, loadInformation, loadTags, loadTopics, PATHS } from "./lib/api";
import { listOf } from "./lib/filters";
import { productEditPath, productListPath } from "./lib/paths";
import type { AdminProduct } from "./lib/product";
import { AWARDS_API, AwardsSection } from "./lib/productEdit/AwardsSection";
import {
  BasicsSection,
  CreatingStoreSection,
  ImagesSection,
  SeoSection,
  StockSection,
} from "./lib/productEdit/MainSections";
import { PricingSection } from "./lib/productEdit/PricingSection";
import {
  OrganizationSection,
  type ShippingMethod,
  ShippingSection,
  StatusSection,
} from "./lib/productEdit/SideSections";
import { bodyOf, type Values, valuesOf } from "./lib/productEdit/values";

// /admin/product-edit/:id — every product field (spec back-office §2.2, §3); id 0 or "new" creates.
// The sections live in lib/productEdit/, one concern each; this file loads and saves.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = editIdOf(params.id);
  const [product, tree, tags, topics, information, shipping, awards] = await Promise.all([
    id ? adminLoad<AdminProduct>(PATHS.product(id)) : Promise.resolve(null),
    loadCategories(),
    loadTags(),
    loadTopics(),
    loadInformation(),
    // Shipping methods arrive with the shipping issue; until then the field explains it is empty.
    adminLoad<unknown>(PATHS.shipping, undefined, { quiet: true })
      .then((d) => listOf<ShippingMethod>(d))
      .catch(() => null),
    id ? adminLoad<AwardGroupView[]>(AWARDS_API, { productId: id }) : Promise.resolve([]),
  ]);
  return { product, tree, tags, topics, information, shipping, awards };
}

export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function ProductEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { product, tree, tags, topics, information, shipping, awards } = loaderData;
  const form = useEditForm<Values>(valuesOf(product));

  const save = () =>
    form.save({
      schema: product ? productPatchInput : productCreateInput,
      body: bodyOf(form.values),
      send: (body) =>
        product
          ? adminSend<AdminProduct>("PATCH", PATHS.product(product.id), body)
          : adminSend<AdminProduct>("POST", PATHS.products, body),
      message: product ? "adminUi.saved" : "pe.created",
      resetTo: valuesOf,
      // A new product reopens as its own edit page.
      next: (saved) => (product ? undefined : productEditPath(saved.id)),
      replace: true,
    });

  const sections = { form, product };
  const side = { form, tree, tags, topics, information, shipping };
  return (
    <EditPage
      title={product ? product.name : t("pe.newTitle")}
      breadcrumbs={[
        { label: t("pl.title"), to: productListPath(0, "on") },
        { label: product ? t("pe.edit") : t("pe.newTitle") },
      ]}
      actions={
        product ? (
          <LinkButton to={`/product/${product.id}`} target="_blank" rel="noopener" variant="secondary">
            <ExternalLink size={16} aria-hidden /> {t("pe.viewInStore")}
          </LinkButton>
        ) : undefined
      }
      testId="product-edit"
      form={form}
      onSubmit={() => void save()}
      backTo={productListPath(0, "on")}
      saveTestId="product-save"
      saveLabel={product ? t("adminUi.save") : t("pe.create")}
      aside={
        <>
          <StatusSection {...side} />
          <OrganizationSection {...side} />
          <ShippingSection {...side} />
        </>
      }
      remove={
        product && {
          sectionTitle: t("pe.dangerZone"),
          label: t("pe.delete"),
          confirmTitle: t("pl.deleteOne", { name: product.name }),
          confirmBody: t("pl.deleteBody"),
          send: () => adminSend("DELETE", PATHS.product(product.id)),
          next: productListPath(0, "all"),
        }
      }
    >
      <BasicsSection {...sections} />
      <ImagesSection {...sections} />
      <PricingSection {...sections} />
      <StockSection {...sections} />
      <SeoSection {...sections} />
      {product && <AwardsSection key={product.id} productId={product.id} initial={awards} />}
      <CreatingStoreSection {...sections} />
    </EditPage>
  );
}
