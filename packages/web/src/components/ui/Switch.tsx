import { type InputHTMLAttributes, type ReactNode, useId } from "react";

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "role"> {
  label: string;
  description?: ReactNode;
}

export function Switch({ label, description, className, ...input }: SwitchProps) {
  const id = useId();
  return (
    <div className={className ? `switch-row ${className}` : "switch-row"}>
      <div className="switch-text">
        <label htmlFor={id} className="switch-label">
          {label}
        </label>
        {description && (
          <p className="switch-description" id={`${id}-desc`}>
            {description}
          </p>
        )}
      </div>
      <input {...input} id={id} type="checkbox" role="switch" className="switch" aria-describedby={description ? `${id}-desc` : undefined} />
    </div>
  );
}
