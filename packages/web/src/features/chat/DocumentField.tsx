import { useQuery } from "@tanstack/react-query";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { type DocumentChoice, documentProblem } from "./chat-form";
import { chatSetupCostQueryOptions } from "./chat-queries";

interface DocumentFieldProps {
  value: DocumentChoice;
  onChange: (value: DocumentChoice) => void;
  /** Why the form cannot be saved without it, from the form's own checks. */
  error?: string;
  disabled: boolean;
}

const sizeLabel = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The PDF the agent answers from: the current one with its pages, or a new one sent (and paid for) on save. */
export function DocumentField({ value, onChange, error, disabled }: DocumentFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const cost = useQuery(chatSetupCostQueryOptions()).data;
  const shown = problem ?? error;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const issue = documentProblem(file);
    setProblem(issue);
    if (!issue) onChange({ kind: "new", file });
  }

  return (
    <div className="field chat-document-field">
      <span className="field-label" id={`${id}-label`}>
        PDF document
      </span>
      <div className="chat-document-row">
        <p className="chat-document-name" data-testid="chat-document">
          {value.kind === "saved" && (
            <>
              <strong>{value.name}</strong>
              {value.pages !== null && <span className="chat-muted"> · {value.pages === 1 ? "1 page" : `${value.pages} pages`}</span>}
            </>
          )}
          {value.kind === "new" && (
            <>
              <strong>{value.file.name}</strong>
              <span className="chat-muted"> · {sizeLabel(value.file.size)}, read when you save</span>
            </>
          )}
          {value.kind === "none" && <span className="chat-muted">No document</span>}
        </p>
        <div className="button-row">
          <input
            id={id}
            className="visually-hidden file-input"
            type="file"
            accept="application/pdf,.pdf"
            onChange={choose}
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
            aria-invalid={shown ? true : undefined}
          />
          <label htmlFor={id} id={`${id}-button`} className="btn btn-secondary btn-sm" aria-disabled={disabled || undefined}>
            {value.kind === "none" ? "Choose PDF" : "Replace"}
          </label>
          {value.kind !== "none" && (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange({ kind: "none" })}>
              Remove<span className="visually-hidden"> the document</span>
            </Button>
          )}
        </div>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        PDF only, up to 2 MB, with selectable text.
        {typeof cost === "number" && ` Reading a new PDF costs ${cost} credits.`}
      </p>
      {shown && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
