import { setDeleteAccountDialogOpen } from "../../lib/ui-state";
import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { Card } from "../../components/ui/Card";

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
