import { AGENT_STATUSES, type CreateBlogAgent, CreateBlogAgentInput } from "@sitecrew/core/blog/schema";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { TextField } from "../../components/ui/TextField";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import {
  ADD_FAILED_MESSAGE,
  type BlogAgentValues,
  defaultTimezone,
  emptyValues,
  languageHint,
  languageOptions,
  NEW_STYLE_VALUE,
  UPDATE_FAILED_MESSAGE,
  valuesOf,
} from "./blog-form";
import {
  BLOG_AGENTS_QUERY_KEY,
  type BlogAgent,
  frequenciesQueryOptions,
  languagesQueryOptions,
  timezonesQueryOptions,
  writingStylesQueryOptions,
} from "./blog-queries";
import { createBlogAgent, fetchFirstTitles, updateBlogAgent } from "./blog-actions";
import { ChoiceField } from "./ChoiceField";
import { KeywordsField } from "./KeywordsField";
import { AuthorField, CategoriesField } from "./SiteChoices";
import { WritingStyleModal } from "./WritingStyleModal";
import { isSampleText, useWriter } from "../writer/writer-queries";
import "./blog.css";

const STATUS_CHOICES: Record<(typeof AGENT_STATUSES)[number], { label: string; hint: string }> = {
  publish: { label: "Publish", hint: "Posts go live on your site as soon as they are written." },
  draft: { label: "Draft", hint: "Posts wait as drafts on your site until you approve them in Approvals." },
};

const STATUS_WHY_OFFLINE = "Draft is chosen because no AI provider is set: the offline writer's posts are sample text, so they wait in Approvals for you.";

/** Add a blog agent to the domain, or update one (`agent` given); a new one may start from a topic as its first keyword. */
export function BlogAgentForm({ domainId, agent, topic }: { domainId: string; agent?: BlogAgent; topic?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formElement = useRef<HTMLFormElement>(null);
  const { data: timezones } = useSuspenseQuery(timezonesQueryOptions());
  const { data: languages } = useSuspenseQuery(languagesQueryOptions());
  const { data: frequencies } = useSuspenseQuery(frequenciesQueryOptions());
  const { data: styles } = useSuspenseQuery(writingStylesQueryOptions());
  const [addingStyle, setAddingStyle] = useState(false);
  const failedMessage = agent ? UPDATE_FAILED_MESSAGE : ADD_FAILED_MESSAGE;

  const mutation = useMutation({
    mutationFn: async (input: CreateBlogAgent) => {
      if (agent) return updateBlogAgent(agent.id, { ...input, status: input.status ?? agent.status, titles: agent.titles });
      return createBlogAgent({ ...input, titles: await fetchFirstTitles(domainId) });
    },
    onSuccess: async (saved) => {
      toast({ title: agent ? "Blog agent updated" : "Blog agent added", message: `${saved.name} is saved.` });
      await queryClient.invalidateQueries({ queryKey: BLOG_AGENTS_QUERY_KEY });
      await navigate({ to: "/add-service/manage-blog-agent" });
    },
  });

  const form = useSchemaForm<typeof CreateBlogAgentInput, BlogAgentValues>(
    CreateBlogAgentInput,
    () => (agent ? valuesOf(agent) : emptyValues(defaultTimezone(timezones), topic)),
    {
      toInput: (values) => ({ ...values, userDomainId: agent?.userDomainId ?? domainId }),
      onSubmit: (input) => mutation.mutateAsync(input),
    },
  );
  const { values, errors, setField } = form;
  // A new agent starts as Draft (emptyValues); while the offline writer writes, the form says why.
  const writer = useWriter();
  const sampleText = !agent && isSampleText(writer?.writer);
  const statusDescribedBy = [sampleText && "blog-status-why", errors.status && "blog-status-error"].filter(Boolean).join(" ") || undefined;

  // After a failed submit, take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (Object.keys(errors).length > 0) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const cancel = () => void navigate({ to: "/add-service/manage-blog-agent" });
  const disabled = form.submitting;

  return (
    <>
      <form ref={formElement} className="stack" onSubmit={form.submit} noValidate>
        {mutation.isError && (
          <div role="alert">
            <Callout tone="error" title={failedMessage}>
              {messageOf(mutation.error, "") || "Please check the fields below and try again."}
            </Callout>
          </div>
        )}
        <div className="blog-form-grid">
          <TextField label="Campaign Name" className="is-wide" {...form.field("name")} maxLength={200} autoComplete="off" disabled={disabled} />
          <KeywordsField
            domainId={domainId}
            keywords={values.keywords}
            onChange={(keywords) => setField("keywords", keywords)}
            error={errors.keywords}
            disabled={disabled}
          />
          <CategoriesField
            domainId={domainId}
            value={values}
            onChange={(next) => form.setValues((current) => ({ ...current, ...next }))}
            error={errors.categories}
            disabled={disabled}
          />
          <AuthorField
            domainId={domainId}
            value={values}
            onChange={(next) => form.setValues((current) => ({ ...current, ...next }))}
            error={errors.author}
            disabled={disabled}
          />
          <ChoiceField
            label="Language"
            value={values.language_id}
            placeholder="Select a language"
            options={languageOptions(languages)}
            onChange={(value) => setField("language_id", value)}
            error={errors.language_id}
            hint={languageHint(languages, values.language_id)}
            disabled={disabled}
          />
          <ChoiceField
            label="Publication Frequency"
            value={values.frequency_id}
            placeholder="Select how often"
            options={frequencies.map((frequency) => ({ value: frequency.id, label: frequency.value }))}
            onChange={(value) => setField("frequency_id", value)}
            error={errors.frequency_id}
            disabled={disabled}
          />
          <TextField
            label="Publication Time"
            {...form.field("time")}
            hint="24-hour, like 14:30, in the timezone below."
            placeholder="HH:mm"
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            disabled={disabled}
          />
          <ChoiceField
            label="Timezone"
            value={values.timezone}
            placeholder="Select a timezone"
            options={timezones.map((zone) => ({ value: zone.name, label: zone.display_name }))}
            onChange={(value) => setField("timezone", value)}
            error={errors.timezone}
            disabled={disabled}
          />
          <ChoiceField
            label="Writing Style"
            className="is-wide"
            value={values.blog_writing_style_id}
            placeholder="Select a writing style"
            options={styles.map((style) => ({ value: String(style.id), label: style.code }))}
            extra={<option value={NEW_STYLE_VALUE}>+ Add New Writing Style</option>}
            onChange={(value) => {
              // The extra option is an action, not a style: it opens the dialog and leaves nothing chosen.
              if (value === NEW_STYLE_VALUE) {
                setField("blog_writing_style_id", "");
                setAddingStyle(true);
              } else {
                setField("blog_writing_style_id", value);
              }
            }}
            error={errors.blog_writing_style_id}
            disabled={disabled}
          />
          <fieldset className="field is-wide choice-group" disabled={disabled} aria-describedby={statusDescribedBy}>
            <legend className="field-label">Status</legend>
            <div className="choices">
              {AGENT_STATUSES.map((status) => (
                <label key={status} className="choice">
                  <input type="radio" name="status" value={status} checked={values.status === status} onChange={() => setField("status", status)} />
                  <span>
                    {STATUS_CHOICES[status].label}
                    <span className="choice-hint">{STATUS_CHOICES[status].hint}</span>
                  </span>
                </label>
              ))}
            </div>
            {sampleText && (
              <p className="field-hint" id="blog-status-why">
                {STATUS_WHY_OFFLINE}
              </p>
            )}
            {errors.status && (
              <p className="field-error" id="blog-status-error">
                {errors.status}
              </p>
            )}
          </fieldset>
        </div>
        <div className="form-actions">
          <Button variant="secondary" onClick={cancel} disabled={disabled}>
            Cancel
          </Button>
          <Button type="submit" loading={disabled}>
            {agent ? "Update Blog Agent" : "Add Blog Agent"}
          </Button>
        </div>
      </form>
      <WritingStyleModal
        open={addingStyle}
        onClose={() => setAddingStyle(false)}
        onCreated={(id) => {
          setAddingStyle(false);
          setField("blog_writing_style_id", id);
        }}
      />
    </>
  );
}
