/** React 19 hoists these into <head>; the store name always ends the title. */
export function PageMeta({
  title,
  storeName,
  description,
}: {
  title?: string;
  storeName: string;
  description?: string;
}) {
  return (
    <>
      <title>{title ? `${title} | ${storeName}` : storeName}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={title ?? storeName} />
      <meta property="og:site_name" content={storeName} />
    </>
  );
}
