import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageOf } from "../../lib/api";
import { DELETE_DOMAIN_FAILED_MESSAGE, displayDomain } from "../../lib/domains";
import { toast } from "../../lib/toasts";
import { DOMAINS_QUERY_KEY, deleteDomain, domainQueryOptions } from "../../queries/domains";
import { Button } from "../ui/Button";
import { Callout } from "../ui/Callout";
import { Modal } from "../ui/Modal";

interface DeleteDomainModalProps {
  /** The domain to confirm; null keeps the dialog closed. */
  domain: { id: string; domain_name: string } | null;
  onClose: () => void;
  /** Runs before the lists refresh, so a page showing the domain can leave first. */
  onDeleted: () => void | Promise<void>;
}

export function DeleteDomainModal({ domain, onClose, onDeleted }: DeleteDomainModalProps) {
  return domain ? <DeleteDomainDialog key={domain.id} domain={domain} onClose={onClose} onDeleted={onDeleted} /> : null;
}

function DeleteDomainDialog({ domain, onClose, onDeleted }: DeleteDomainModalProps & { domain: { id: string; domain_name: string } }) {
  const queryClient = useQueryClient();
  const name = displayDomain(domain.domain_name);
  const mutation = useMutation({
    mutationFn: () => deleteDomain(domain.id),
    onSuccess: async () => {
      toast({ title: "Domain deleted", message: `${name} has been removed from your account.` });
      await onDeleted();
      queryClient.removeQueries({ queryKey: domainQueryOptions(domain.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
  });
  const serverMessage = messageOf(mutation.error, "");

  return (
    <Modal open title="Delete Domain" onClose={onClose} busy={mutation.isPending}>
      <div className="stack">
        <p>
          Delete <strong>{name}</strong>? Its licence key stops working, the plugin on the site disconnects, and its
          configuration is removed. This cannot be undone.
        </p>
        {mutation.isError && (
          <div role="alert">
            <Callout tone="error" title={DELETE_DOMAIN_FAILED_MESSAGE}>
              {serverMessage && serverMessage !== DELETE_DOMAIN_FAILED_MESSAGE ? serverMessage : "Please try again."}
            </Callout>
          </div>
        )}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" loading={mutation.isPending} onClick={() => mutation.mutate()}>
            Delete
          </Button>
        </div>
      </div>
    </Modal>
  );
}
