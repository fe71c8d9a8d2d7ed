import { type FormEvent, useState } from "react";
import { checkDomainInput } from "../../lib/domain-input";
import { Button } from "../ui/Button";
import { TextField } from "../ui/TextField";
import { StepPanel } from "./StepPanel";

export function DomainStep({ initial, onNext }: { initial: string; onNext: (domainName: string) => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = checkDomainInput(value);
    if (result.ok) onNext(result.domain);
    else setError(result.message);
  }

  return (
    <StepPanel step={1} title="Your website address">
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label="Domain"
          name="domain"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example.com"
          hint="The address of your WordPress site, e.g. example.com or https://example.com."
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          error={error}
          autoFocus
        />
        <div className="button-row">
          <Button type="submit">Next</Button>
        </div>
      </form>
    </StepPanel>
  );
}
