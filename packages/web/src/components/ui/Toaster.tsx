import { useStore } from "../../hooks/use-store";
import { dismissToast, toastStore } from "../../lib/toasts";
import { Icon } from "./Icon";

/** The live region is always mounted so screen readers announce toasts as they are added. */
export function Toaster() {
  const toasts = useStore(toastStore);
  return (
    <section className="toaster" aria-label="Notifications" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.type}`}
          // Errors interrupt; info waits its turn in the polite region.
          role={toast.type === "error" ? "alert" : undefined}
        >
          <Icon name={toast.type === "error" ? "alert" : "info"} className="toast-icon" />
          <div className="toast-text">
            {toast.title && <p className="toast-title">{toast.title}</p>}
            {toast.message && <p className="toast-message">{toast.message}</p>}
          </div>
          <button type="button" className="icon-btn toast-close" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </section>
  );
}
