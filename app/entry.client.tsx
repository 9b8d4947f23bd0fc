import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { KeepTyped, snapshotTyped } from "./lib/keepTyped";

// English messages are a separate chunk (zh-TW is the default); load them before hydrating an
// English page so the first client render matches the server's. Switching language reloads the
// document (LanguageSwitch), so this is the only place the browser needs them.
if (document.documentElement.lang === "en") await import("./i18n/english");

// Let the browser paint the server-rendered page before hydration takes the main thread: module
// scripts run before the first frame, and a long hydration held the first paint back by ~1.5 s
// on a throttled phone (Lighthouse trace). The timeout covers tabs that do not render frames.
await new Promise<void>((resolve) => {
  const done = () => resolve();
  requestAnimationFrame(() => setTimeout(done, 0));
  setTimeout(done, 300);
});

snapshotTyped();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <KeepTyped>
        <HydratedRouter />
      </KeepTyped>
    </StrictMode>,
  );
});
