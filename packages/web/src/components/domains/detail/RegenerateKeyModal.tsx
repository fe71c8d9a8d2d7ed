import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageOf } from "../../../lib/api";
import { displayDomain } from "../../../lib/domains";
import { toast } from "../../../lib/toasts";
import { DOMAINS_QUERY_KEY, type DomainDetail, domainQueryOptions } from "../../../queries/domains";
import { regenerateLicense } from "../../../queries/license";
import { Button } from "../../ui/Button";
import { Callout } from "../../ui/Callout";
import { Modal } from "../../ui/Modal";

interface RegenerateKeyModalProps {
  domain: DomainDetail;
  open: boolean;
  onClose: () => void;
}

export function RegenerateKeyModal({ domain, open, onClose }: RegenerateKeyModalProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => regenerateLicense(domain.id),
    onSuccess: async (renewed) => {
      queryClient.setQueryData(domainQueryOptions(domain.id).queryKey, (current) => current && { ...current, ...renewed });
      toast({ title: "New license key created", message: "Paste it into the plugin's settings and press Connect." });
      onClose();
      await queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
  });
  const close = () => {
    mutation.reset();
    onClose();
  };

  return (
    <Modal open={open} title="Regenerate License Key" onClose={close} busy={mutation.isPending}>
      <div className="stack">
        <p>
          The current key for <strong>{displayDomain(domain.domain_name)}</strong> stops working at once. The plugin
          disconnects until you paste the new key in WordPress under Settings → SiteCrew and press Connect.
        </p>
        {mutation.isError && (
          <div role="alert">
            <Callout tone="error" title="The key was not changed">
              {messageOf(mutation.error, "Please try again.")}
            </Callout>
          </div>
        )}
        <div className="modal-actions">
          <Button variant="secondary" onClick={close} disabled={mutation.isPending} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" loading={mutation.isPending} onClick={() => mutation.mutate()}>
            Regenerate key
          </Button>
        </div>
      </div>
    </Modal>
  );
}
