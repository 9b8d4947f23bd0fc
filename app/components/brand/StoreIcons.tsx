import { faviconLinks, storeImage } from "@functions/shared/storeSettings/brand";

/**
 * `<link rel=icon>` per favicon size and the apple-touch icons of the store's favicon
 * (setting-store); the platform's own icon until the store sets one.
 */
export function StoreIcons({ settingStore }: { settingStore: Record<string, unknown> | undefined }) {
  const favicon = storeImage(settingStore, "favicon");
  if (!favicon) return <link rel="icon" href="/favicon.svg" type="image/svg+xml" />;
  return (
    <>
      {faviconLinks(favicon).map((l) => (
        <link key={`${l.rel}-${l.sizes}`} rel={l.rel} href={l.href} sizes={l.sizes} type={l.type} />
      ))}
    </>
  );
}
