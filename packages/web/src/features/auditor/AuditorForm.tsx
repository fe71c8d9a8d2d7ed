import { useNavigate } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { AuditCost } from "./AuditCost";
import { emptyAuditorValues, MAX_COMPETITORS, NAME_MAX_LENGTH } from "./auditor-form";
import type { AuditorOptions } from "./auditor-queries";
import { CompetitorListField } from "./CompetitorListField";
import { CreateAuditorFailure } from "./CreateAuditorFailure";
import { ContentPicker } from "./ContentPicker";
import { useAuditorForm } from "./use-auditor-form";
import "./auditor.css";

/**
 * A new audit: its name, the competitors to compare with (the list is the count: asking for a number as well would ask
 * twice), which of the site's pages, and what it costs before Create. The list edited here is saved as the domain's
 * with the audit.
 */
export function AuditorForm({ domainId, options }: { domainId: string; options: AuditorOptions }) {
  const navigate = useNavigate();
  const { values, set, errors, sending, submit, failure, formElement } = useAuditorForm(
    domainId,
    // Every listed competitor is used, and the list holds at most ten.
    { max: MAX_COMPETITORS, reason: null },
    () => emptyAuditorValues("", options.competitors),
    () => navigate({ to: "/add-service/manage-blog-auditor" }),
  );
  const listed = values.competitors ?? [];

  return (
    <form ref={formElement} className="stack" onSubmit={submit} noValidate aria-label="Create SEO Auditor">
      {failure && <CreateAuditorFailure error={failure} />}
      <div className="auditor-form-grid">
        <TextField
          label="Auditor Name"
          name="name"
          required
          value={values.name}
          maxLength={NAME_MAX_LENGTH}
          error={errors.name}
          disabled={sending}
          onChange={(event) => set("name", event.target.value)}
          placeholder="e.g. Spring content audit"
        />
      </div>
      <section className="auditor-competitors" aria-labelledby="auditor-competitors-title">
        <h3 id="auditor-competitors-title" className="auditor-subtitle">
          Competitor sites
        </h3>
        <p className="field-hint">
          1-10 competitors. The audit compares your pages with each site listed here; they are saved as this domain&apos;s competitors when you create the
          auditor.
        </p>
        <div className="competitors-editor">
          <CompetitorListField value={listed} onChange={(next) => set("competitors", next)} disabled={sending} error={errors.competitors} />
        </div>
      </section>
      <ContentPicker
        domainId={domainId}
        value={values.content}
        onChange={(content) => set("content", content)}
        error={errors.selectedContent}
        disabled={sending}
      />
      <AuditCost costs={options.costs} competitors={listed.length} items={values.content.length} />
      <div className="form-actions">
        <Button variant="secondary" onClick={() => void navigate({ to: "/add-service/manage-blog-auditor" })} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" loading={sending}>
          Create Auditor
        </Button>
      </div>
    </form>
  );
}
