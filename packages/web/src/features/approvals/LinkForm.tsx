import type { Editor } from "@tiptap/core";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { linkAddress } from "./link-address";

/**
 * The address of the link at the selection: set, changed or removed. With nothing selected the
 * address itself is inserted as the link's text. Enter applies and Escape closes this form only,
 * not the dialog around it (where Enter would save the draft and Escape drop the edit).
 */
export function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const current = editor.getAttributes("link").href as string | undefined;
  const [typed, setTyped] = useState(current ?? "");
  const [error, setError] = useState<string>();

  function apply() {
    const href = linkAddress(typed);
    if (!href) return setError("Enter an address that starts with https://, or a path on your site such as /about/.");
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !current) chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onDone();
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onDone();
  }

  function close() {
    editor.commands.focus();
    onDone();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  return (
    <div className="rich-text-link field">
      <label className="field-label" htmlFor={id}>
        Link address
      </label>
      <input
        id={id}
        className="input"
        inputMode="url"
        autoComplete="url"
        autoFocus
        placeholder="https://"
        value={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <div className="rich-text-link-actions">
        <Button size="sm" onClick={apply}>
          {current ? "Update link" : "Add link"}
        </Button>
        {current && (
          <Button size="sm" variant="secondary" onClick={remove}>
            Remove link
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
