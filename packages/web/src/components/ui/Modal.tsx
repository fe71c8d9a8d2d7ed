import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { Icon } from "./Icon";
import "../../styles/dialog.css";

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** While a request runs the dialog stays put: Escape and the backdrop do nothing. */
  busy?: boolean;
  size?: "sm" | "md";
  children: ReactNode;
}

export function Modal({ open, ...props }: ModalProps) {
  return open ? <ModalDialog {...props} /> : null;
}

/**
 * A native modal <dialog>: the browser traps focus and makes the page inert.
 * Focus goes to the first [data-autofocus] control and returns to the opener on close.
 */
function ModalDialog({ title, onClose, busy = false, size = "sm", children }: Omit<ModalProps, "open">) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closingFromReact = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closingFromReact.current = false;
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      closingFromReact.current = true;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal modal-${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      // Chrome may close without a cancel event on repeated Escape; keep React's state in step.
      onClose={() => {
        if (!closingFromReact.current) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current && !busy) onClose();
      }}
    >
      <div className="modal-panel">
        <header className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="icon-btn" aria-label="Close" onClick={onClose} disabled={busy}>
            <Icon name="close" size={18} />
          </button>
        </header>
        <div className="modal-body">{children}</div>
      </div>
    </dialog>
  );
}
