import { CreateWritingStyleInput, REQUIRED_FIELDS } from "@sitecrew/core/reference/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Modal } from "../../components/ui/Modal";
import { TextAreaField } from "../../components/ui/TextAreaField";
import { TextField } from "../../components/ui/TextField";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { type FieldErrors, messageOf } from "../../lib/api";
import { STYLE_FAILED_MESSAGE } from "./blog-form";
import { writingStylesQueryOptions } from "./blog-queries";
import { createWritingStyle } from "./blog-actions";
import "./blog.css";

type StyleType = "text" | "url";

interface WritingStyleModalProps {
  open: boolean;
  onClose: () => void;
  /** The new style's id, chosen in the form once the list is reloaded. */
  onCreated: (id: string) => void;
}

export function WritingStyleModal({ open, onClose, onCreated }: WritingStyleModalProps) {
  return (
    <Modal open={open} title="Add New Writing Style" onClose={onClose} size="md">
      <WritingStyleForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function WritingStyleForm({ onClose, onCreated }: Omit<WritingStyleModalProps, "open">) {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const mutation = useMutation({
    mutationFn: createWritingStyle,
    onSuccess: async (style) => {
      await queryClient.invalidateQueries({ queryKey: writingStylesQueryOptions().queryKey });
      onCreated(String(style.id));
    },
  });
  const form = useSchemaForm(
    CreateWritingStyleInput,
    { name: "", type: "text" as StyleType, content: "" },
    {
      // The API takes a style without a name; this dialog asks for one so the owner can tell their styles apart.
      check: (values): FieldErrors => (values.name.trim() ? {} : { name: REQUIRED_FIELDS }),
      onSubmit: (input) => mutation.mutateAsync(input),
    },
  );
  const { values, errors } = form;

  useEffect(() => {
    if (Object.keys(errors).length > 0) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const required = Object.values(errors).find((message) => message === REQUIRED_FIELDS);
  return (
    <form ref={formElement} className="stack" onSubmit={form.submit} noValidate>
      {(required || mutation.isError) && (
        <div role="alert">
          <Callout tone="error" title={required ?? STYLE_FAILED_MESSAGE}>
            {required ? "Name and content are needed." : messageOf(mutation.error, "Please try again.")}
          </Callout>
        </div>
      )}
      <fieldset className="form-fields" disabled={form.submitting}>
        <TextField label="Name" {...form.field("name")} autoComplete="off" autoFocusInDialog />
        <fieldset className="field choice-group">
          <legend className="field-label">Input type</legend>
          <div className="choices">
            {(["text", "url"] as const).map((type) => (
              <label key={type} className="choice">
                <input
                  type="radio"
                  name="style-type"
                  value={type}
                  checked={values.type === type}
                  // A page address and a sample text are different things: switching starts the content afresh.
                  onChange={() => form.setValues((current) => ({ ...current, type, content: "" }))}
                />
                <span>{type === "url" ? "URL: learn it from a page of a site" : "Text: learn it from a sample you paste"}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {values.type === "url" ? (
          <TextField label="Content" type="url" inputMode="url" placeholder="https://example.com/blog/a-post" {...form.field("content")} autoComplete="off" />
        ) : (
          <TextAreaField label="Content" rows={6} placeholder="Paste a few paragraphs written the way you want posts to read." {...form.field("content")} />
        )}
      </fieldset>
      <div className="modal-actions">
        <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={form.submitting}>
          Add Writing Style
        </Button>
      </div>
    </form>
  );
}
