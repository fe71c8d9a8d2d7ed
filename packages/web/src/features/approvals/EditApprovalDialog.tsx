import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { ListLoading } from "../../components/ui/ListStates";
import { Modal } from "../../components/ui/Modal";
import { TextAreaField } from "../../components/ui/TextAreaField";
import { TextField } from "../../components/ui/TextField";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { APPROVALS_QUERY_KEY } from "./approval-count-queries";
import { EditInput } from "@sitecrew/core/approval/schema";
import { type ApprovalEdit, approvalQueryOptions, type ApprovalItem, saveApproval } from "./approval-queries";
import { ApprovalDetailState } from "./ApprovalDetailState";
import { BodyEditor } from "./BodyEditor";
import "../../styles/forms.css";
import "./approvals.css";

/** Title, excerpt and body of a pending draft, saved to the WordPress draft itself. */
export function EditApprovalDialog({ item, onClose }: { item: ApprovalItem; onClose: () => void }) {
  const query = useQuery({ ...approvalQueryOptions(item.id), refetchOnWindowFocus: false });
  return (
    <Modal open title="Edit draft" size="md" onClose={onClose}>
      {/* The form starts from the draft as the site has it now: a copy read earlier (the preview, before the last save) would undo changes made since. */}
      {query.isFetchedAfterMount ? (
        <ApprovalDetailState query={query}>
          {(draft) => (
            <EditForm
              id={item.id}
              initial={{ title: draft.title, excerpt: draft.excerpt, content: draft.content }}
              followed={item.kind === "blog"}
              onClose={onClose}
            />
          )}
        </ApprovalDetailState>
      ) : (
        <ListLoading label="Reading the draft from your site…" />
      )}
    </Modal>
  );
}

/** `followed`: the fields SiteCrew made from the title and text (a blog draft's) follow the edit. */
function EditForm({ id, initial, followed, onClose }: { id: string; initial: ApprovalEdit; followed: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (edit: ApprovalEdit) => saveApproval(id, edit),
    onSuccess: async () => {
      toast({ title: "Draft saved", message: "Your changes were saved to the draft on your site." });
      onClose();
      await queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY });
    },
  });
  const form = useSchemaForm(EditInput, initial, { onSubmit: (edit) => mutation.mutateAsync(edit) });
  const { setField } = form;
  const setContent = useCallback((html: string) => setField("content", html), [setField]);

  return (
    <form className="form" onSubmit={form.submit} noValidate>
      <div className="form-fields">
        <TextField
          label="Title"
          {...form.field("title")}
          maxLength={300}
          autoFocusInDialog
          hint={
            followed ? "The search result title, social previews and the title card image follow it, unless you set them yourself on your site." : undefined
          }
        />
        <TextAreaField label="Excerpt" {...form.field("excerpt")} rows={3} maxLength={2000} />
        {followed && <p className="field-hint">The excerpt becomes the meta description when it has 120 to 156 characters and names the focus keyphrase.</p>}
        <BodyEditor value={form.values.content} onChange={setContent} error={form.errors.content} />
      </div>
      {mutation.isError && (
        <div role="alert">
          <Callout tone="error" title="The draft was not saved">
            {messageOf(mutation.error, "Please try again.")}
          </Callout>
        </div>
      )}
      <div className="modal-actions">
        <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={form.submitting}>
          Save draft
        </Button>
      </div>
    </form>
  );
}
