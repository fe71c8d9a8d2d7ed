import { DomainNameSchema } from "@sitecrew/core/site/schema";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { StepPanel } from "./StepPanel";

/**
 * Step 1 checks the address with the API's own schema, so both give the same messages; a valid one goes on as the
 * API stores it ("https://" plus the host).
 */
export function DomainStep({ initial, onNext }: { initial: string; onNext: (domainName: string) => void }) {
  const form = useSchemaForm(DomainNameSchema, { domain: initial }, { toInput: (values) => values.domain, onSubmit: (output) => onNext(output.domainName) });

  return (
    <StepPanel step={1} title="Your website address">
      <form className="stack" onSubmit={form.submit} noValidate>
        <TextField
          label="Domain"
          name="domain"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example.com"
          hint="The address of your WordPress site, e.g. example.com or https://example.com."
          value={form.values.domain}
          onChange={(event) => {
            form.setField("domain", event.target.value);
            form.reset();
          }}
          // The schema checks the address as a whole, so its message has no field path.
          error={form.errors.form}
          autoFocus
        />
        <div className="button-row">
          <Button type="submit">Next</Button>
        </div>
      </form>
    </StepPanel>
  );
}
