import { setDeleteAccountDialogOpen } from "../../lib/ui-state";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Card } from "../ui/Card";

export function DangerZoneCard() {
  return (
    <Card
      title="Delete account"
      subtitle="Permanently remove your account, domains, agents and credits."
      className="card-danger"
      actions={
        <Button variant="danger" size="sm" onClick={() => setDeleteAccountDialogOpen(true)}>
          <Icon name="trash" size={16} /> Delete my account
        </Button>
      }
    />
  );
}
