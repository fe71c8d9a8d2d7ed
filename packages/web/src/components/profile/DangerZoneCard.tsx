import { setDeleteAccountDialogOpen } from "../../lib/ui-state";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";

export function DangerZoneCard() {
  return (
    <section className="card card-danger" aria-labelledby="danger-title">
      <header className="card-header">
        <div>
          <h2 id="danger-title" className="card-title">
            Delete account
          </h2>
          <p className="card-subtitle">Permanently remove your account, domains, agents and credits.</p>
        </div>
        <Button variant="danger" size="sm" onClick={() => setDeleteAccountDialogOpen(true)}>
          <Icon name="trash" size={16} /> Delete my account
        </Button>
      </header>
    </section>
  );
}
