import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { disconnect, searchConsoleKey } from "./search-console-queries";

/** Disconnects after asking: SiteCrew's access is revoked at Google, and new figures stop coming. */
export function DisconnectButton({ domainId }: { domainId: string }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: () => disconnect(domainId),
    onSuccess: async () => {
      setAsking(false);
      toast({ title: "Search Console disconnected", message: "SiteCrew no longer reads your Search Console." });
      await queryClient.invalidateQueries({ queryKey: searchConsoleKey(domainId) });
    },
  });

  return (
    <>
      <Button variant="ghost" onClick={() => setAsking(true)}>
        Disconnect
      </Button>
      <ConfirmDialog
        open={asking}
        title="Disconnect Search Console"
        confirmLabel="Disconnect"
        pending={mutation.isPending}
        failure={mutation.isError ? { title: "Search Console was not disconnected", message: messageOf(mutation.error, "Please try again.") } : null}
        onConfirm={() => mutation.mutate()}
        onClose={() => {
          setAsking(false);
          mutation.reset();
        }}
      >
        SiteCrew stops reading your Search Console and Google forgets its access. Analytics no longer shows new search results for this domain until you connect
        again.
      </ConfirmDialog>
    </>
  );
}
