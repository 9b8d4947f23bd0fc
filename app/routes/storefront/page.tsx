import { getPage } from "@functions/store/content/storefront";
import { Breadcrumbs } from "../../components/shop/Breadcrumbs";
import { parseId } from "../../components/shop/links";
import { Prose } from "../../components/shop/Prose";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { textOf } from "../../components/shop/text";
import { scopeOf } from "../../lib/context.server";
import type { Route } from "./+types/page";
import { loadNav, notFoundPage, orNotFound } from "./shop.server";

/** /page/{id}: a custom page of the store (sanitised HTML). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (!id) notFoundPage("page");
  const scope = scopeOf(context);
  const [page, nav] = await Promise.all([orNotFound(getPage(scope, id), "page"), loadNav(scope)]);
  return { page, nav };
}

export default function CustomPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl px-4 pt-5 pb-16" data-testid="custom-page">
      <ShopMeta title={page.title} description={page.metaDescription || textOf(page.content, 160)} />
      <Breadcrumbs items={[{ name: page.title }]} />
      <article className="mx-auto mt-6 max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight min-[734px]:text-4xl">{page.title}</h1>
        <Prose html={page.content} className="mt-6 text-[16px]" testId="page-content" />
      </article>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
