import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { api } from "../../lib/api";
import { listenForFrameMessages } from "../../lib/frameMessages";
import { useRoot } from "../../lib/useRoot";
import { callWith } from "../admin/adminApi";

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
    const stop = listenForFrameMessages(window, {
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
    if (window.parent !== window) document.documentElement.dataset.frameListening = "1";
    return stop;
  }, [store.storeId]);
  return null;
}
