import type { ReactNode } from "react";
import { Field } from "../../components/ui/Field";

interface ChoiceFieldProps {
  label: string;
  value: string;
  /** A disabled option stays listed (its label should say why) but cannot be picked. */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  /** The first option, standing for no choice yet, e.g. "Select an author". */
  placeholder: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** Extra options after the list, e.g. one that opens a dialog. */
  extra?: ReactNode;
}

/** A form's labelled native select with its hint and error, described to screen readers. */
export function ChoiceField({ label, value, options, placeholder, onChange, error, hint, disabled, className, extra }: ChoiceFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} className="input" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {extra}
        </select>
      )}
    </Field>
  );
}
