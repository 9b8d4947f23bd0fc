import { bestSrc, type MediaRef } from "@functions/shared/media";
import { Section } from "~/components/admin/AdminPage";
import { adminSend } from "~/components/admin/adminApi";
import { CONTENT_API, youtubeIdOf } from "~/components/admin/content/api";
import { ChoiceCards } from "~/components/admin/content/ChoiceCards";
import { MediaUploader } from "~/components/admin/MediaUploader";
import { cx, Field } from "~/components/ui";
import { useT } from "~/i18n";
import { PER_LIST_MAX, PICTURE_DISPLAY, type SectionProps, withLinks } from "./values";

// A picture or video banner's images (desktop and phone lists, each image with its link) and its
// display size. Images uploaded on this visit and removed again are deleted from storage; the saved
// banner's own images are only unlinked (by saving), so cancelling keeps them.

type MediaProps = SectionProps & { savedMediaIds: ReadonlySet<number> };

export function MediaSection(props: MediaProps) {
  const t = useT();
  const { form } = props;
  const { values: v, set } = form;
  const parsedVideo = v.type === "VIDEO" ? youtubeIdOf(v.video) : null;
  return (
    <Section title={t(v.type === "VIDEO" ? "adminContent.banner.videoSection" : "adminContent.banner.imagesSection")}>
      <div className="flex flex-col gap-5">
        {v.type === "VIDEO" && (
          <Field
            label={t("adminContent.banner.videoId")}
            {...form.area("video", "videoId")}
            placeholder="https://www.youtube.com/watch?v=…"
            hint={
              parsedVideo
                ? t("adminContent.banner.videoParsed", { id: parsedVideo })
                : t("adminContent.banner.videoHint")
            }
            required
            data-testid="banner-video"
          />
        )}
        <ChoiceCards
          legend={t("adminContent.banner.displayType")}
          name="displayType"
          value={v.displayType}
          choices={PICTURE_DISPLAY.map((d) => ({
            value: d,
            label: t(`adminContent.displayType.${d}`),
            hint: t(`adminContent.displayTypeHint.${d}`),
            art: <span className={cx("block w-14 rounded-sm bg-brand-500/70", d === "BANNER" ? "h-8" : "h-4")} />,
          }))}
          onChange={(d) => set("displayType", d)}
          columns={2}
          testId="banner-display"
        />
        {v.type === "VIDEO" && <p className="text-sm text-muted">{t("adminContent.banner.coverHint")}</p>}
        <MediaList {...props} which="desktop" />
        <MediaList {...props} which="phone" />
      </div>
    </Section>
  );
}

function MediaList({ form, savedMediaIds, which }: MediaProps & { which: "desktop" | "phone" }) {
  const t = useT();
  const { values: v, set } = form;
  const items = v[which];
  const phone = which === "phone";
  const medium = v.displayType === "BANNER_MEDIUM";
  const offset = phone ? v.desktop.length : 0;
  const discardUpload = async (m: MediaRef) => {
    if (!savedMediaIds.has(m.id)) await adminSend("DELETE", CONTENT_API.mediaItem(m.id));
    return true;
  };
  const hint = phone
    ? "adminContent.banner.phoneHint"
    : medium
      ? "adminContent.banner.desktopMediumHint"
      : "adminContent.banner.desktopHint";
  return (
    <div className="flex flex-col gap-3" data-field={phone ? undefined : "media"}>
      <MediaUploader
        label={t(phone ? "adminContent.banner.phoneImages" : "adminContent.banner.desktopImages")}
        hint={t(hint)}
        value={items.map((m) => m.media)}
        onChange={(next) => {
          set(which, withLinks(next, form.values[which]));
          if (form.errors.media) form.setErrors(({ media: _m, ...rest }) => rest);
        }}
        endpoint={CONTENT_API.media}
        fields={{ type: phone ? "BANNER_PHONE" : medium ? "BANNER_MEDIUM" : "BANNER" }}
        max={PER_LIST_MAX}
        onRemove={discardUpload}
        aspect={phone ? "portrait" : "wide"}
        coverLabel={t("adminContent.banner.first")}
        error={phone ? undefined : form.error("media")}
        testId={`banner-${which}-uploader`}
      />
      {items.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t("adminContent.banner.links")}</legend>
          {items.map((m, i) => (
            <div key={m.media.id} className="flex items-start gap-2">
              <img
                src={bestSrc(m.media, phone ? ["w800h1200t1"] : ["w1920h540t1", "w1920h1080t1"])}
                alt=""
                className={cx(
                  "mt-7 shrink-0 rounded-md border border-line object-cover",
                  phone ? "h-14 w-10" : "h-10 w-16",
                )}
              />
              <Field
                className="min-w-0 flex-1"
                label={t("adminContent.banner.linkOf", { n: i + 1 })}
                name={`media.${offset + i}.link`}
                value={m.link}
                inputMode="url"
                placeholder="https://… / /page/1"
                error={form.error(`media.${offset + i}.link`)}
                onChange={(e) => {
                  const link = e.target.value;
                  set(
                    which,
                    form.values[which].map((x) => (x.media.id === m.media.id ? { ...x, link } : x)),
                  );
                }}
                data-testid={`banner-${which}-link-${i}`}
              />
            </div>
          ))}
          <p className="text-sm text-muted">{t("adminContent.banner.linkHint")}</p>
        </fieldset>
      )}
    </div>
  );
}
