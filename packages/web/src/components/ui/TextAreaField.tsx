import { type TextareaHTMLAttributes, useId } from "react";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  error?: string;
}

/** TextField's multi-line sibling: same label, error and description wiring. */
export function TextAreaField({ label, error, className, rows = 3, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-frame">
        <textarea
          {...textarea}
          id={id}
          rows={rows}
          className="input textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
