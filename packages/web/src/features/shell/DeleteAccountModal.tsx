import { DeleteAccountSchema } from "@sitecrew/core/auth/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { useStore } from "../../hooks/use-store";
import { fieldErrorsOf, messageOf } from "../../lib/api";
import { endSession } from "../../lib/end-session";
import { toast } from "../../lib/toasts";
import { deleteAccountDialogStore, setDeleteAccountDialogOpen } from "../../lib/ui-state";
import { deleteAccount } from "../profile/profile-queries";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Modal } from "../../components/ui/Modal";
import { PasswordField } from "../../components/ui/PasswordField";
import { TextField } from "../../components/ui/TextField";

export function DeleteAccountModal() {
  const open = useStore(deleteAccountDialogStore);
  return open ? <DeleteAccountDialog /> : null;
}

function DeleteAccountDialog() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const close = () => setDeleteAccountDialogOpen(false);

  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      close();
      endSession(queryClient);
      await navigate({ to: "/auth/login" });
      toast({ title: "Your account has been deleted." });
    },
    onError: (error) => {
      // A wrong password is shown beside its field.
      if (!fieldErrorsOf(error).password) toast({ type: "error", message: messageOf(error, "Failed to delete your account. Please try again.") });
    },
  });

  const form = useSchemaForm(
    DeleteAccountSchema,
    { confirm: "", password: "" },
    {
      onSubmit: (input) => mutation.mutateAsync(input.password),
    },
  );

  return (
    <Modal open title="Delete account" onClose={close} busy={form.submitting}>
      <form className="stack" onSubmit={form.submit} noValidate>
        <Callout tone="error" title="This cannot be undone">
          Your profile, domains, agents and remaining credits are removed, and you are signed out everywhere.
        </Callout>
        <fieldset className="form-fields" disabled={form.submitting}>
          <TextField
            label="Type DELETE to confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.field("confirm")}
            autoFocusInDialog
          />
          <PasswordField label="Password" autoComplete="current-password" {...form.field("password")} />
        </fieldset>
        <div className="modal-actions">
          <Button variant="secondary" onClick={close} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={form.submitting} disabled={form.values.confirm !== "DELETE"}>
            Delete Account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
