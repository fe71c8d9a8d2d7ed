import { useNavigate } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { AuditCost } from "./AuditCost";
import { competitorCountOf, emptyAuditorValues, MAX_COMPETITORS, MIN_COMPETITORS, NAME_MAX_LENGTH } from "./auditor-form";
import type { AuditorOptions } from "./auditor-queries";
import { CompetitorsEditor } from "./CompetitorsEditor";
import { CreateAuditorFailure } from "./CreateAuditorFailure";
import { ContentPicker } from "./ContentPicker";
import { useAuditorForm } from "./use-auditor-form";
import "./auditor.css";

/** A new audit: its name, how many competitors, which of the site's pages, and what it costs before Create. */
export function AuditorForm({ domainId, options }: { domainId: string; options: AuditorOptions }) {
  const navigate = useNavigate();
  const limit = { max: options.max_competitors, reason: options.reason };
  const { values, set, errors, sending, submit, failure, formElement } = useAuditorForm(
    domainId,
    limit,
    () => emptyAuditorValues(),
    () => navigate({ to: "/add-service/manage-blog-auditor" }),
  );
  const competitors = competitorCountOf(values.competitorCount) ?? 0;

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
        <TextField
          label="Number of Competitors"
          name="competitorCount"
          type="number"
          inputMode="numeric"
          required
          min={MIN_COMPETITORS}
          max={Math.min(MAX_COMPETITORS, Math.max(MIN_COMPETITORS, options.max_competitors))}
          value={values.competitorCount}
          error={errors.competitorCount}
          disabled={sending}
          onChange={(event) => set("competitorCount", event.target.value)}
          hint={
            <>
              1-10 competitors
              {options.max_competitors < MAX_COMPETITORS && (
                <>
                  {"; "}
                  {options.max_competitors} can be used now.{options.reason && ` ${options.reason}`}
                </>
              )}
            </>
          }
        />
      </div>
      <section className="auditor-competitors" aria-labelledby="auditor-competitors-title">
        <h3 id="auditor-competitors-title" className="auditor-subtitle">
          Competitor sites
        </h3>
        <p className="field-hint">
          {options.discovery
            ? "The audit uses these first, then finds more by searching the web for your keywords."
            : "The audit compares your pages with these sites."}
        </p>
        <CompetitorsEditor domainId={domainId} />
      </section>
      <ContentPicker
        domainId={domainId}
        value={values.content}
        onChange={(content) => set("content", content)}
        error={errors.selectedContent}
        disabled={sending}
      />
      <AuditCost costs={options.costs} competitors={competitors} items={values.content.length} />
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
