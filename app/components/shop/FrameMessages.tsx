import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useRoot } from "../../lib/useRoot";

/**
 * Spec storefront §4: when a store page is framed, its parent may sign the visitor in with a
 * loginRegistStore or BranchRegist message (app/lib/frameMessages.ts). After the server set this
 * host's session the page reloads its data, so the frame shows the signed-in state.
 */
export function FrameMessages() {
  const { store } = useRoot();
  const { revalidate } = useRevalidator();
  const refresh = useRef(revalidate);
  refresh.current = revalidate;
  useEffect(() => {
    // A top-level page never listens; a framed one loads the listener and the request layer.
    if (window.parent === window) return;
    let stop = () => {};
    let live = true;
    void (async () => {
      const [{ listenForFrameMessages }, { api }, { callWith }] = await Promise.all([
        import("../../lib/frameMessages"),
        import("../../lib/api"),
        import("../admin/adminApi"),
      ]);
      if (!live) return;
      stop = listenForFrameMessages(window, {
        storeId: store.storeId,
        exchange: async (body) => {
          const r = await callWith<{ redirectUrl: string | null }>(api, "POST", "/api/frame/session", body, {
            quiet: true,
          });
          return r.ok ? r.data : null;
        },
        onSignedIn: () => void refresh.current(),
      });
      // Tests (and a parent's developer) can see when the page is ready for messages.
      document.documentElement.dataset.frameListening = "1";
    })();
    return () => {
      live = false;
      stop();
    };
  }, [store.storeId]);
  return null;
}
