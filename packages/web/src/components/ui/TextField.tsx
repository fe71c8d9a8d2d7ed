import type { InputHTMLAttributes, ReactNode } from "react";
import { Field } from "./Field";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Controls rendered inside the input's frame, after the input (e.g. a show/hide toggle). */
  addon?: ReactNode;
  autoFocusInDialog?: boolean;
}

export function TextField({ label, error, hint, addon, autoFocusInDialog, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} addon={addon} className={className}>
      {(control) => <input {...input} {...control} className="input" data-autofocus={autoFocusInDialog || undefined} />}
    </Field>
  );
}
