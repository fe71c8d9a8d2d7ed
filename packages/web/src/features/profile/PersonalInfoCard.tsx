import { type Profile, ProfileSchema } from "@sitecrew/core/user/schema";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useProfileCache } from "./use-profile-cache";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { fieldErrorsOf, messageOf } from "../../lib/api";
import {
  type EmailChangeProof,
  emailChangeOf,
  emailChangeProofErrors,
  pendingEmailOf,
  type ProfileDraft,
  profileSavedMessage,
  profileUpdateBody,
} from "./email-change";
import { updateProfile } from "./profile-queries";
import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { TextField } from "../../components/ui/TextField";
import { EmailChangeFields } from "./EmailChangeFields";
import { PendingEmailNotice } from "./PendingEmailNotice";
import { profileToast } from "./profile-toast";
import { Card } from "../../components/ui/Card";
import "./profile.css";

const draftOf = (profile: Profile): ProfileDraft => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  company_name: profile.company_name,
});

const NO_PROOF: EmailChangeProof = { current_password: "", two_fa_code: "" };

const FIELDS: { name: keyof ProfileDraft; label: string; type?: string; autoComplete: string }[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "company_name", label: "Company name", autoComplete: "organization" },
];

export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const cache = useProfileCache();
  const [editing, setEditing] = useState(false);
  const [proof, setProof] = useState<EmailChangeProof>(NO_PROOF);
  const pendingEmail = pendingEmailOf(profile);
  const twoFactor = profile.two_fa_enabled;
  // Saving or cancelling removes the control that had focus; the card's title keeps keyboard users in place.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = () => titleRef.current?.focus();

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer, sent) => {
      cache.store(answer.data);
      setEditing(false);
      setProof(NO_PROOF);
      profileToast({ message: profileSavedMessage(answer, sent.current_password !== undefined) });
      focusTitle();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      // Field problems are shown beside their inputs; the toast only names the failure then.
      const detail = Object.keys(fields).length ? undefined : messageOf(error, "") || undefined;
      profileToast({ type: "error", title: "Failed to update profile.", message: detail });
    },
  });

  const form = useSchemaForm(ProfileSchema, () => draftOf(profile), {
    // Changing the email also needs proof that the owner asks for it.
    check: (draft) => (emailChangeOf(profile.email, draft.email) ? emailChangeProofErrors(proof, twoFactor) : {}),
    onSubmit: (input, draft) => mutation.mutateAsync(profileUpdateBody(input, emailChangeOf(profile.email, draft.email) ? proof : null, twoFactor)),
  });
  const { errors } = form;
  const values = editing ? form.values : draftOf(profile);
  const newEmail = editing ? emailChangeOf(profile.email, form.values.email) : null;

  function startEditing() {
    form.reset(draftOf(profile));
    setProof(NO_PROOF);
    setEditing(true);
  }

  function cancel() {
    form.reset();
    setProof(NO_PROOF);
    setEditing(false);
    focusTitle();
  }

  return (
    <Card
      title="Personal information"
      subtitle="Your name and how we reach you."
      titleRef={titleRef}
      actions={
        !editing && (
          <Button variant="secondary" size="sm" onClick={startEditing}>
            <Icon name="settings" size={16} /> Edit Profile
          </Button>
        )
      }
    >
      {pendingEmail && <PendingEmailNotice pending={pendingEmail} current={profile.email} onCancelled={focusTitle} />}
      <form onSubmit={form.submit} noValidate>
        <fieldset className="form-fields" disabled={form.submitting}>
          <legend className="visually-hidden">Personal information</legend>
          <div className="form-grid-2 profile-fields">
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                name={field.name}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                readOnly={!editing}
                value={values[field.name]}
                onChange={(e) => form.setField(field.name, e.target.value)}
                error={errors[field.name]}
              />
            ))}
          </div>
          {newEmail && <EmailChangeFields newEmail={newEmail} twoFactor={twoFactor} proof={proof} onChange={setProof} errors={errors} />}
        </fieldset>
        {editing && (
          <div className="form-actions">
            <Button variant="secondary" onClick={cancel} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Save
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
