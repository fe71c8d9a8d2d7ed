import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { isOtherPage, toastsNavigationStarted, toastsPageChanged } from "../lib/toasts";

/** Toasts speak about the page they were raised on: moving to another page clears them (lib/toasts.ts says which stay). */
export function usePageScopedToasts(): void {
  const router = useRouter();
  useEffect(() => {
    const offStart = router.subscribe("onBeforeNavigate", ({ fromLocation, toLocation }) => {
      if (isOtherPage(fromLocation, toLocation)) toastsNavigationStarted();
    });
    // Resolved once per navigation, after any redirects, so a redirect does not count as a second page change.
    const offEnd = router.subscribe("onResolved", ({ fromLocation, toLocation }) => {
      if (isOtherPage(fromLocation, toLocation)) toastsPageChanged();
    });
    return () => {
      offStart();
      offEnd();
    };
  }, [router]);
}
