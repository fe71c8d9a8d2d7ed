import { type ReactNode, useId } from "react";

interface ChoiceFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
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
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-frame">
        <select
          id={id}
          className="input"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {extra}
        </select>
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
