import type { OnboardingConfiguration } from "@sitecrew/core/site/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { messageOf } from "../../lib/api";
import {
  CONFIG_GROUPS,
  type ConfigValues,
  configInputOf,
  configValuesOf,
  emptyFieldsFrom,
  hasEmptyField,
  OnboardingConfigSchema,
  type OnboardingConfigInput,
  SAVE_CONFIG_FAILED_MESSAGE,
} from "./onboarding-config";
import { DOMAINS_QUERY_KEY } from "../domains/domain-queries";
import { saveOnboarding, siteProfileQueryOptions } from "./onboarding-queries";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { TextAreaField } from "../../components/ui/TextAreaField";
import { TextField } from "../../components/ui/TextField";
import "./onboarding.css";

interface OnboardingConfigFormProps {
  domainId: string;
  initial: ConfigValues;
  /** Runs after a successful save; the form stays busy until a returned promise settles. */
  onSaved: (config: OnboardingConfiguration) => void | Promise<void>;
  onCancel?: () => void;
}

/** The global configuration (onboarding step 4 and Edit Domain): every field required, saved with POST /onboarding. */
export function OnboardingConfigForm({ domainId, initial, onSaved, onCancel }: OnboardingConfigFormProps) {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);

  const mutation = useMutation({
    mutationFn: (config: OnboardingConfigInput) => saveOnboarding(domainId, config),
    onSuccess: async (saved) => {
      void queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
      await onSaved(saved);
    },
  });
  const form = useSchemaForm(OnboardingConfigSchema, initial, {
    toInput: configInputOf,
    onSubmit: (input) => mutation.mutateAsync(input),
  });
  const { values, errors } = form;

  // What the site says about itself fills the fields still empty once it arrives, for the owner to check and correct.
  const profile = useQuery({ ...siteProfileQueryOptions(domainId), enabled: hasEmptyField(initial) });
  const [drafted, setDrafted] = useState<{ from: object; fields: string[] }>();
  if (profile.data && drafted?.from !== profile.data) {
    const filled = emptyFieldsFrom(values, configValuesOf(profile.data));
    setDrafted({ from: profile.data, fields: Object.keys(filled) });
    form.setValues((current) => ({ ...current, ...emptyFieldsFrom(current, filled) }));
  }

  // After a failed submit, take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (Object.keys(errors).length > 0) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const serverMessage = messageOf(mutation.error, "");
  return (
    <form ref={formElement} className="stack" onSubmit={form.submit} noValidate>
      {mutation.isError && (
        <div role="alert">
          <Callout tone="error" title={SAVE_CONFIG_FAILED_MESSAGE}>
            {serverMessage || "Please check the fields below and try again."}
          </Callout>
        </div>
      )}
      {drafted && drafted.fields.length > 0 && (
        <Callout tone="info" title="Filled in from your site">
          The website name, purpose, audience and categories come from what your WordPress site says about itself (its title, tagline, language and categories).
          Check them and change anything that is not right.
        </Callout>
      )}
      {CONFIG_GROUPS.map((group) => (
        <fieldset key={group.legend} className="form-fields config-group" disabled={form.submitting}>
          <legend className="section-title">{group.legend}</legend>
          {group.fields.map((field) => {
            const props = {
              label: field.label,
              name: field.name,
              value: values[field.name] ?? "",
              error: errors[field.name],
              onChange: (event: { target: { value: string } }) => form.setField(field.name, event.target.value),
            };
            return field.multiline ? <TextAreaField key={field.name} {...props} /> : <TextField key={field.name} {...props} autoComplete="off" />;
          })}
        </fieldset>
      ))}
      <div className="form-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={form.submitting}>
          Save Configuration
        </Button>
      </div>
    </form>
  );
}
