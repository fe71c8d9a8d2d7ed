import type { TextareaHTMLAttributes } from "react";
import { Field } from "./Field";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  error?: string;
}

/** TextField's multi-line sibling: same label, error and description wiring. */
export function TextAreaField({ label, error, className, rows = 3, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => <textarea {...textarea} {...control} rows={rows} className="input textarea" />}
    </Field>
  );
}
