import { dismissToast, type Toast } from "../../lib/toasts";
import { Icon } from "./Icon";

export function ToastList({ toasts }: { toasts: ReadonlyArray<Toast> }) {
  return toasts.map((toast) => (
    <div
      key={toast.id}
      className={`toast toast-${toast.type}`}
      // Errors interrupt; info waits its turn in the polite region.
      role={toast.type === "error" ? "alert" : undefined}
    >
      <Icon name={toast.type === "error" ? "alert" : "info"} className="toast-icon" />
      <p className="toast-text">
        {toast.title && <strong className="toast-title">{toast.title}</strong>} {toast.message && <span className="toast-message">{toast.message}</span>}
        {toast.count > 1 && (
          <span className="toast-count">
            <span aria-hidden="true">×{toast.count}</span>
            <span className="visually-hidden"> ({toast.count} times)</span>
          </span>
        )}
      </p>
      <button type="button" className="icon-btn toast-close" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
        <Icon name="close" size={16} />
      </button>
    </div>
  ));
}
