import { lazy, Suspense, useId, useState } from "react";
import { Callout } from "../../components/ui/Callout";
import { Spinner } from "../../components/ui/Spinner";
import "./rich-text.css";

/** Shown when the editor's code could not be fetched (a new deployment replaced it, say): the source view still works. */
function EditorUnavailable() {
  return (
    <Callout tone="warning" title="The formatting editor did not load">
      Edit the HTML with Source, or reload the page to try again.
    </Callout>
  );
}

const RichTextEditor = lazy(() => import("./RichTextEditor").catch(() => ({ default: EditorUnavailable })));

interface BodyEditorProps {
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

/** A draft's body: formatted, or as HTML with Source; both edit the same text. */
export function BodyEditor({ value, onChange, error }: BodyEditorProps) {
  const id = useId();
  const [source, setSource] = useState(false);
  const labelId = `${id}-label`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <div className="rich-text-head">
        <span className="field-label" id={labelId}>
          Content
        </span>
        <button type="button" className="rich-text-button" aria-pressed={source} onClick={() => setSource(!source)}>
          Source
        </button>
      </div>
      {source ? (
        <textarea
          className="input textarea rich-text-source"
          aria-labelledby={labelId}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={14}
          spellCheck={false}
        />
      ) : (
        <Suspense
          fallback={
            <div className="rich-text-loading">
              <Spinner label="Loading the editor…" />
            </div>
          }
        >
          <RichTextEditor value={value} onChange={onChange} labelledBy={labelId} describedBy={errorId} />
        </Suspense>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
