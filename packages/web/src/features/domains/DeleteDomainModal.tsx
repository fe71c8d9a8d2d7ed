import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageOf } from "../../lib/api";
import { DELETE_DOMAIN_FAILED_MESSAGE, domainAddress } from "./domains";
import { toast } from "../../lib/toasts";
import { DOMAINS_QUERY_KEY, deleteDomain, domainQueryOptions } from "./domain-queries";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";

interface DeleteDomainModalProps {
  /** The domain to confirm; null keeps the dialog closed. */
  domain: { id: string; domain_name: string; site_url?: string | null } | null;
  onClose: () => void;
  /** Runs before the lists refresh, so a page showing the domain can leave first. */
  onDeleted: () => void | Promise<void>;
}

export function DeleteDomainModal({ domain, onClose, onDeleted }: DeleteDomainModalProps) {
  return domain ? <DeleteDomainDialog key={domain.id} domain={domain} onClose={onClose} onDeleted={onDeleted} /> : null;
}

function DeleteDomainDialog({
  domain,
  onClose,
  onDeleted,
}: DeleteDomainModalProps & { domain: { id: string; domain_name: string; site_url?: string | null } }) {
  const queryClient = useQueryClient();
  const name = domainAddress(domain);
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
    <ConfirmDialog
      open
      title="Delete Domain"
      confirmLabel="Delete"
      pending={mutation.isPending}
      failure={
        mutation.isError
          ? {
              title: DELETE_DOMAIN_FAILED_MESSAGE,
              message: serverMessage && serverMessage !== DELETE_DOMAIN_FAILED_MESSAGE ? serverMessage : "Please try again.",
            }
          : null
      }
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
    >
      Delete <strong>{name}</strong>? Its licence key stops working, the plugin on the site disconnects, and its configuration is removed. This cannot be
      undone.
    </ConfirmDialog>
  );
}
