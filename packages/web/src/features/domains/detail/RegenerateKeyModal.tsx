import type { DomainDetails } from "@sitecrew/core/site/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageOf } from "../../../lib/api";
import { domainAddress } from "../domains";
import { toast } from "../../../lib/toasts";
import { DOMAINS_QUERY_KEY, domainQueryOptions } from "../domain-queries";
import { regenerateLicense } from "../license-queries";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";

interface RegenerateKeyModalProps {
  domain: DomainDetails;
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
    <ConfirmDialog
      open={open}
      title="Regenerate License Key"
      confirmLabel="Regenerate key"
      pending={mutation.isPending}
      failure={mutation.isError ? { title: "The key was not changed", message: messageOf(mutation.error, "Please try again.") } : null}
      onConfirm={() => mutation.mutate()}
      onClose={close}
    >
      The current key for <strong>{domainAddress(domain)}</strong> stops working at once. The plugin disconnects until you paste the new key in WordPress under
      Settings → SiteCrew and press Connect.
    </ConfirmDialog>
  );
}
