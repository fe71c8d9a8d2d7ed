import type { DomainDetails } from "@sitecrew/core/site/schema";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useSelectDomain } from "../use-select-domain";
import { useStore } from "../../../hooks/use-store";
import { domainStore } from "../domains";
import { Button } from "../../../components/ui/Button";
import { DeleteDomainModal } from "../DeleteDomainModal";
import { EditDomainModal } from "./EditDomainModal";
import { Card } from "../../../components/ui/Card";

export function QuickActionsCard({ domain }: { domain: DomainDetails }) {
  const { selected } = useStore(domainStore);
  const selectDomain = useSelectDomain();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"edit" | "remove" | null>(null);
  const current = selected?.id === domain.id;

  return (
    <Card title="Quick actions">
      <div className="stack">
        <Button variant="secondary" block disabled={current} onClick={() => void selectDomain(domain)}>
          Set as Current Domain
        </Button>
        {current && <p className="field-hint">This is the current domain.</p>}
        <Button variant="secondary" block onClick={() => setDialog("edit")}>
          Edit Domain
        </Button>
        <Button variant="danger" block onClick={() => setDialog("remove")}>
          Remove Domain
        </Button>
      </div>
      <EditDomainModal domain={domain} open={dialog === "edit"} onClose={() => setDialog(null)} />
      <DeleteDomainModal domain={dialog === "remove" ? domain : null} onClose={() => setDialog(null)} onDeleted={() => navigate({ to: "/domain-manager" })} />
    </Card>
  );
}
