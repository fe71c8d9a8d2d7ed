import { useState } from "react";
import { Icon } from "../../components/ui/Icon";
import { Modal } from "../../components/ui/Modal";

export const SUPPORT_EMAIL = "support@sitecrew.app";

export function HelpButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="icon-btn header-btn" aria-label="Help" onClick={() => setOpen(true)}>
        <Icon name="help" />
      </button>
      <Modal open={open} title="Help & support" onClose={() => setOpen(false)}>
        <div className="stack">
          <p>SiteCrew runs content agents for the websites you connect. A typical first session:</p>
          <ol className="help-steps">
            <li>Add your website under Domains and install the WordPress plugin with your licence key.</li>
            <li>Pick that domain in the bar at the top of every page.</li>
            <li>Add a service (blog, social video or chat agent); agents spend credits from your balance.</li>
          </ol>
          <p>
            Stuck, or something looks wrong? Write to us at{" "}
            <a className="link" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>{" "}
            and we will get back to you.
          </p>
          <div className="modal-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)} data-autofocus>
              Got it
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
