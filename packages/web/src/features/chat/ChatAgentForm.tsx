import { Link, useNavigate } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Field } from "../../components/ui/Field";
import { Switch } from "../../components/ui/Switch";
import { TextAreaField } from "../../components/ui/TextAreaField";
import { TextField } from "../../components/ui/TextField";
import { ApiError, messageOf } from "../../lib/api";
import { AvatarField } from "./AvatarField";
import {
  CHAT_POSITIONS,
  CHAT_STATUSES,
  type ChatAgentValues,
  DOCUMENT_UPLOAD_FAILED_MESSAGE,
  isHexColor,
  MAX_DAILY_CREDIT_LIMIT,
  SAVE_FAILED_MESSAGE,
  UNEXPECTED_MESSAGE,
  UPDATE_FAILED_MESSAGE,
} from "./chat-form";
import { DocumentField } from "./DocumentField";
import { DocumentUploadError } from "./save-chat-agent";
import { useChatAgentForm } from "./use-chat-agent-form";
import "./chat.css";

const STATUS_LABELS = { active: "Active", inactive: "Inactive" } as const;
const positionLabel = (position: string) => position.replace("-", " ").replace(/^./, (first) => first.toUpperCase());

interface ChatAgentFormProps {
  blogId: string;
  /** Present when editing. */
  agentId?: string;
  initial: () => ChatAgentValues;
}

/** Add a chat agent to the domain, or update one (`agentId` given). */
export function ChatAgentForm({ blogId, agentId, initial }: ChatAgentFormProps) {
  const navigate = useNavigate();
  const { values, set, errors, saving, submit, failure, formElement } = useChatAgentForm(blogId, agentId, initial);

  return (
    <form ref={formElement} className="stack" onSubmit={submit} noValidate aria-label={agentId ? "Chat agent settings" : "New chat agent"}>
      {failure && <SaveFailure error={failure} editing={Boolean(agentId)} />}
      <div className="chat-form-grid">
        <TextField
          label="Agent name"
          className="is-wide"
          name="name"
          value={values.name}
          onChange={(event) => set("name", event.target.value)}
          required
          maxLength={100}
          autoComplete="off"
          disabled={saving}
        />
        <fieldset className="field chat-choice-group" disabled={saving}>
          <legend className="field-label">Status</legend>
          <div className="chat-radios">
            {CHAT_STATUSES.map((status) => (
              <label key={status} className="chat-radio">
                <input type="radio" name="status" value={status} checked={values.status === status} onChange={() => set("status", status)} />
                {STATUS_LABELS[status]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Position" hint="Where the bubble sits on your site's pages.">
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.position}
              disabled={saving}
              onChange={(event) => set("position", event.target.value as ChatAgentValues["position"])}
            >
              {CHAT_POSITIONS.map((position) => (
                <option key={position} value={position}>
                  {positionLabel(position)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Bubble colour"
          name="colors"
          value={values.colors}
          onChange={(event) => set("colors", event.target.value)}
          error={errors.colors}
          hint="Pick it, or type its hex code."
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
          disabled={saving}
          addon={
            <input
              type="color"
              className="chat-color-picker"
              aria-label="Pick the bubble colour"
              value={isHexColor(values.colors) ? values.colors.toLowerCase() : "#000000"}
              disabled={saving}
              onChange={(event) => set("colors", event.target.value.toUpperCase())}
            />
          }
        />
        <TextField
          label="Button text"
          name="button_text"
          value={values.button_text}
          onChange={(event) => set("button_text", event.target.value)}
          maxLength={40}
          autoComplete="off"
          disabled={saving}
        />
        <TextField
          label="Daily credit limit"
          name="daily_credit_limit"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_DAILY_CREDIT_LIMIT}
          step={1}
          required
          value={values.daily_credit_limit}
          onChange={(event) => set("daily_credit_limit", event.target.value)}
          error={errors.daily_credit_limit}
          hint="The most this agent may spend in one day. When it is reached the chat says it is unavailable until midnight, and we email you."
          disabled={saving}
        />
        <TextAreaField
          label="Intro text"
          className="is-wide"
          name="intro_text"
          value={values.intro_text}
          onChange={(event) => set("intro_text", event.target.value)}
          maxLength={500}
          disabled={saving}
        />
        <AvatarField label="Bot avatar" value={values.avatar_bot} onChange={(avatar) => set("avatar_bot", avatar)} disabled={saving} />
        <AvatarField label="User avatar" value={values.avatar_user} onChange={(avatar) => set("avatar_user", avatar)} disabled={saving} />
      </div>
      <fieldset className="chat-knowledge-fields" disabled={saving}>
        <legend className="chat-legend">What it answers from</legend>
        <DocumentField value={values.document} onChange={(document) => set("document", document)} error={errors.document} disabled={saving} />
        <Switch
          label="Use my site's pages"
          description="The posts and pages published on your WordPress site."
          checked={values.use_site_pages}
          onChange={(event) => set("use_site_pages", event.target.checked)}
        />
      </fieldset>
      <fieldset className="chat-knowledge-fields" disabled={saving}>
        <legend className="chat-legend">Questions it cannot answer</legend>
        <Switch
          label="Offer to answer by email"
          description="When the chat cannot answer, or a visitor asks for a person, it offers to take their email address and question. You answer them under Leads."
          checked={values.lead_capture}
          onChange={(event) => set("lead_capture", event.target.checked)}
        />
        <TextField
          label="Consent text"
          name="lead_consent_text"
          value={values.lead_consent_text}
          onChange={(event) => set("lead_consent_text", event.target.value)}
          maxLength={300}
          autoComplete="off"
          hint="One line shown above the email field."
          disabled={saving || !values.lead_capture}
        />
      </fieldset>
      <div className="form-actions">
        <Button variant="secondary" onClick={() => void navigate({ to: "/add-service/manage-chat-agent" })} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {agentId ? "Update Chat Agent" : "Add Chat Agent"}
        </Button>
      </div>
    </form>
  );
}

function SaveFailure({ error, editing }: { error: Error; editing: boolean }) {
  const upload = error instanceof DocumentUploadError;
  const title = upload ? DOCUMENT_UPLOAD_FAILED_MESSAGE : editing ? UPDATE_FAILED_MESSAGE : SAVE_FAILED_MESSAGE;
  return (
    <div role="alert">
      <Callout tone="error" title={title}>
        {messageOf(error, UNEXPECTED_MESSAGE)}
        {error instanceof ApiError && error.status === 402 && (
          <>
            {" "}
            <Link to="/topup">Top up credits</Link>
          </>
        )}
      </Callout>
    </div>
  );
}
