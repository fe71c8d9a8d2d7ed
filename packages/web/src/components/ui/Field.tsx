import { type ReactNode, useId } from "react";

/** What a field's control needs to be labelled and described: pass it to the input, select or textarea. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Controls rendered inside the control's frame, after it (e.g. a show/hide toggle). */
  addon?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}

/** A form field's label, frame, hint and error around one control, wired together for screen readers. */
export function Field({ label, error, hint, className, addon, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={addon ? "input-frame has-addon" : "input-frame"}>
        {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined })}
        {addon}
      </div>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A select's options after the one that stands for no choice. */
export function SelectOptions({ emptyLabel, options }: { emptyLabel: string; options: readonly { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
