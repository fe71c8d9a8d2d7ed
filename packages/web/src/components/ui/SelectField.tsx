import { type SelectHTMLAttributes, useId } from "react";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "value" | "onChange"> {
  label: string;
  /** The chosen value; absent means the first option, e.g. "All". */
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  /** The option that stands for no choice, e.g. "All statuses". */
  emptyLabel: string;
  onChange: (value: string | undefined) => void;
}

/** A labelled native select for a list filter: the empty option clears it. */
export function SelectField({ label, value, options, emptyLabel, onChange, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-frame">
        <select {...select} id={id} className="input" value={value ?? ""} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
