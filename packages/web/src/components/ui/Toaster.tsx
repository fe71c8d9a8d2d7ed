import { lazy, Suspense } from "react";
import { usePageScopedToasts } from "../../hooks/use-page-scoped-toasts";
import { useStore } from "../../hooks/use-store";
import { toastStore } from "../../lib/toasts";

// Most visits never show a toast, so their markup and icons load with the first one.
const ToastList = lazy(() => import("./ToastList").then((module) => ({ default: module.ToastList })));

/** The live region is always mounted so screen readers announce toasts as they are added. */
export function Toaster() {
  const toasts = useStore(toastStore);
  usePageScopedToasts();
  return (
    <section className="toaster" aria-label="Notifications" aria-live="polite" aria-relevant="additions">
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} />
        </Suspense>
      )}
    </section>
  );
}
