import type { SelectHTMLAttributes } from "react";
import { Field, SelectOptions } from "./Field";

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "value" | "onChange"> {
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
  return (
    <Field label={label} className={className}>
      {(control) => (
        <select {...select} {...control} className="input" value={value ?? ""} onChange={(event) => onChange(event.target.value || undefined)}>
          <SelectOptions emptyLabel={emptyLabel} options={options} />
        </select>
      )}
    </Field>
  );
}
