import { type ChangeEvent, useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { type AvatarChoice, avatarProblem } from "./chat-form";
import { toPng } from "./png";

interface AvatarFieldProps {
  label: string;
  value: AvatarChoice;
  onChange: (value: AvatarChoice) => void;
  disabled: boolean;
}

/** An avatar for the widget: picked, checked, turned into a PNG and previewed; sent when the agent is saved. */
export function AvatarField({ label, value, onChange, disabled }: AvatarFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const [reading, setReading] = useState(false);
  const preview = value.kind === "new" ? value.preview : value.kind === "saved" ? value.url : null;

  // A preview made here is let go once another replaces it.
  useEffect(() => (value.kind === "new" ? () => URL.revokeObjectURL(value.preview) : undefined), [value]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be picked again after a Remove.
    event.target.value = "";
    if (!file) return;
    const issue = avatarProblem(file);
    setProblem(issue);
    if (issue) return;
    setReading(true);
    try {
      const png = await toPng(file);
      onChange({ kind: "new", png, preview: URL.createObjectURL(png) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Failed to read file.");
    } finally {
      setReading(false);
    }
  }

  return (
    <div className="field chat-avatar-field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="chat-avatar-row">
        <span className="chat-avatar-preview">
          {preview ? <img src={preview} alt={`${label} preview`} width={48} height={48} /> : <Icon name="user" size={24} />}
        </span>
        <div className="button-row">
          <input
            id={id}
            className="visually-hidden file-input"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(event) => void choose(event)}
            disabled={disabled || reading}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
          />
          <label htmlFor={id} id={`${id}-button`} className="btn btn-secondary btn-sm" aria-disabled={disabled || reading || undefined}>
            {preview ? "Replace image" : "Choose image"}
          </label>
          {preview && (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange({ kind: "none" })}>
              Remove<span className="visually-hidden"> {label.toLowerCase()}</span>
            </Button>
          )}
        </div>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        Square works best, up to 500 KB; it is saved as a PNG.
      </p>
      {problem && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
