import { DeleteAccountSchema } from "@sitecrew/core/auth/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useStore } from "../../hooks/use-store";
import { type FieldErrors, fieldErrorsOf, messageOf } from "../../lib/api";
import { endSession } from "../../lib/end-session";
import { validate } from "../../lib/form";
import { toast } from "../../lib/toasts";
import { deleteAccountDialogStore, setDeleteAccountDialogOpen } from "../../lib/ui-state";
import { deleteAccount } from "../../queries/profile";
import { Button } from "../ui/Button";
import { Callout } from "../ui/Callout";
import { Modal } from "../ui/Modal";
import { PasswordField } from "../ui/PasswordField";
import { TextField } from "../ui/TextField";

export function DeleteAccountModal() {
  const open = useStore(deleteAccountDialogStore);
  return open ? <DeleteAccountDialog /> : null;
}

function DeleteAccountDialog() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
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
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (!fields.password) toast({ type: "error", message: messageOf(error, "Failed to delete your account. Please try again.") });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(DeleteAccountSchema, { confirm, password });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) mutation.mutate(result.value.password);
  }

  return (
    <Modal open title="Delete account" onClose={close} busy={mutation.isPending}>
      <form className="stack" onSubmit={submit} noValidate>
        <Callout tone="error" title="This cannot be undone">
          Your profile, domains, agents and remaining credits are removed, and you are signed out everywhere.
        </Callout>
        <fieldset className="form-fields" disabled={mutation.isPending}>
          <TextField
            label="Type DELETE to confirm"
            name="confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
            autoFocusInDialog
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
        </fieldset>
        <div className="modal-actions">
          <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={mutation.isPending} disabled={confirm !== "DELETE"}>
            Delete Account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
