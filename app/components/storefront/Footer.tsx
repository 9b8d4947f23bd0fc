import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";

export function Footer() {
  const t = useT();
  const { store } = useRoot();
  const year = new Date().getUTCFullYear();
  const social = Object.entries(store.social).filter(([, url]) => typeof url === "string" && url.startsWith("http"));
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 text-sm text-muted min-[734px]:flex-row min-[734px]:items-center min-[734px]:justify-between">
        <div>
          <p className="font-semibold text-ink">{store.storeName}</p>
          <p className="mt-1">
            © {year} {store.storeName}. {t("footer.rights")}
          </p>
        </div>
        {social.length > 0 && (
          <ul className="flex gap-4">
            {social.map(([name, url]) => (
              <li key={name}>
                <a href={url as string} rel="noopener noreferrer" target="_blank" className="capitalize hover:text-ink">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p>{t("footer.poweredBy")}</p>
      </div>
    </footer>
  );
}
