import type { ReactNode } from "react";
import { Button } from "./Button";
import { Callout } from "./Callout";
import { Modal } from "./Modal";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, inside the dialog's paragraph. */
  children: ReactNode;
  confirmLabel: string;
  /** The action is running: the dialog stays open and its buttons wait. */
  pending: boolean;
  /** Why the last attempt failed; null until one has. */
  failure: { title: string; message: string } | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be taken back; Cancel has the focus, so Enter does no harm. */
export function ConfirmDialog({ open, title, children, confirmLabel, pending, failure, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} busy={pending}>
      <div className="stack">
        <p>{children}</p>
        {failure && (
          <div role="alert">
            <Callout tone="error" title={failure.title}>
              {failure.message}
            </Callout>
          </div>
        )}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
