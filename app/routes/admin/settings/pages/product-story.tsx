import { ExternalLink } from "lucide-react";
import type { ClientLoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { adminLoad } from "~/components/admin/adminApi";
import { SettingsError, SettingsLoading, SettingsPage, SettingsSection, useEditForm } from "~/components/admin/kit";
import { idParam } from "~/components/admin/loaderData";
import { RichTextArea } from "~/components/admin/RichTextArea";
import { Toggle } from "~/components/admin/Toggle";
import { productHref } from "~/components/shop/links";
import { useT } from "~/i18n";

// /admin/settingpage/editproductstory/{id} — the product story (GET/PUT /api/admin/product/{id}/story):
// rich text sanitised on save (functions/platform/sanitize.ts), shown below the product page.

const PAGE_ID = "editproductstory";
type Story = { productId: number; productName: string; content: string; isDisplay: boolean; updatedAt: string | null };
const storyForm = z.object({ content: z.string().max(200_000, "validation.max"), isDisplay: z.boolean() });

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const id = idParam(params.id);
  // An id that is not a number is a product that does not exist: the API answers the same.
  return { story: await adminLoad<Story>(`/api/admin/product/${id ?? 0}/story`) };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

export default function ProductStory({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const s = loaderData.story;
  const form = useEditForm(
    { content: s.content, isDisplay: s.isDisplay },
    { whole: { api: `/api/admin/product/${s.productId}/story`, schema: storyForm, method: "PUT" } },
  );
  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("adminSettings.story.title")}
      description={t("adminSettings.story.description", { name: s.productName })}
      crumbs={[t("adminSettings.settings"), s.productName]}
      save={{
        form,
        onSave: () =>
          void form.saveWhole((d) => ({ content: (d as Story).content, isDisplay: (d as Story).isDisplay })),
        testId: "story-save",
      }}
      actions={
        <a
          href={productHref({ id: s.productId, name: s.productName })}
          target="_blank"
          rel="noopener"
          className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-white"
        >
          <ExternalLink size={16} aria-hidden /> {t("adminSettings.story.view")}
        </a>
      }
    >
      <SettingsSection id="story">
        <Toggle
          label={t("adminSettings.story.display")}
          checked={form.values.isDisplay}
          onChange={(x) => form.set("isDisplay", x)}
          testId="story-display"
        />
        <RichTextArea
          label={t("adminSettings.story.content")}
          name="content"
          value={form.values.content}
          onChange={(x) => form.set("content", x)}
          error={form.error("content")}
          rows={16}
          testId="story-content"
        />
      </SettingsSection>
    </SettingsPage>
  );
}
