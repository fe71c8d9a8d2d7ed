import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { TextField } from "../../components/ui/TextField";
import { AuditCost } from "./AuditCost";
import { competitorCountOf, emptyAuditorValues, MAX_COMPETITORS, MIN_COMPETITORS, NAME_MAX_LENGTH } from "./auditor-form";
import { OLDER_FORM_REQUIRED_MESSAGE } from "./auditor-messages";
import type { AuditorOptions } from "./auditor-queries";
import { ContentPicker } from "./ContentPicker";
import { CreateAuditorFailure } from "./CreateAuditorFailure";
import { useAuditorForm } from "./use-auditor-form";

const DEFAULT_COMPETITORS = 2;

/** The single-page view's form: a name, the content, two competitors unless changed, and the estimate. */
export function OlderAuditorForm({ domainId, options, onDone }: { domainId: string; options: AuditorOptions; onDone: () => void }) {
  const limit = { max: options.max_competitors, reason: options.reason };
  const defaultCount = String(Math.max(MIN_COMPETITORS, Math.min(DEFAULT_COMPETITORS, options.max_competitors)));
  const { values, set, errors, sending, submit, failure, formElement } = useAuditorForm(domainId, limit, () => emptyAuditorValues(defaultCount), onDone);
  const [incomplete, setIncomplete] = useState(false);

  return (
    <form
      ref={formElement}
      className="stack"
      noValidate
      aria-label="Add Auditor"
      onSubmit={(event) => {
        const missing = !values.name.trim() || values.content.length === 0;
        setIncomplete(missing);
        if (missing) {
          event.preventDefault();
          return;
        }
        submit(event);
      }}
    >
      {incomplete && (
        <div role="alert">
          <Callout tone="error">{OLDER_FORM_REQUIRED_MESSAGE}</Callout>
        </div>
      )}
      {failure && <CreateAuditorFailure error={failure} />}
      <div className="auditor-form-grid">
        <TextField
          label="Auditor Name"
          name="name"
          value={values.name}
          maxLength={NAME_MAX_LENGTH}
          error={errors.name}
          disabled={sending}
          onChange={(event) => set("name", event.target.value)}
        />
        <TextField
          label="Number of Competitors"
          name="competitorCount"
          type="number"
          inputMode="numeric"
          min={MIN_COMPETITORS}
          max={MAX_COMPETITORS}
          value={values.competitorCount}
          error={errors.competitorCount}
          hint="1-10 competitors"
          disabled={sending}
          onChange={(event) => set("competitorCount", event.target.value)}
        />
      </div>
      <ContentPicker
        domainId={domainId}
        value={values.content}
        onChange={(content) => set("content", content)}
        error={errors.selectedContent}
        disabled={sending}
      />
      <AuditCost costs={options.costs} competitors={competitorCountOf(values.competitorCount) ?? 0} items={values.content.length} />
      <div className="form-actions">
        <Button variant="secondary" onClick={onDone} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" loading={sending}>
          Start Audit
        </Button>
      </div>
    </form>
  );
}
