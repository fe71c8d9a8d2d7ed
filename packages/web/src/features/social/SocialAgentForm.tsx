import { useNavigate } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Field } from "../../components/ui/Field";
import { TextField } from "../../components/ui/TextField";
import { useStore } from "../../hooks/use-store";
import { messageOf } from "../../lib/api";
import { domainAddress, domainStore } from "../domains/domains";
import { NAME_MAX_LENGTH, SOCIAL_AGENT_STATUSES, type SocialAgentValues } from "./agent-form";
import { SAVE_FAILED_MESSAGE } from "./social-messages";
import { useAudioPreview } from "./use-audio-preview";
import { useSocialAgentForm } from "./use-social-agent-form";
import { VoiceField } from "./VoiceField";
import "./social.css";

const STATUS_LABELS = { active: "Active", paused: "Paused" } as const;

interface SocialAgentFormProps {
  /** Present when editing: the agent keeps its blog. */
  agent?: { bot_id: string; blog_name: string };
  initial: () => SocialAgentValues;
}

/** Add a social media agent, or update one. */
export function SocialAgentForm({ agent, initial }: SocialAgentFormProps) {
  const navigate = useNavigate();
  const { values, set, errors, saving, submit, failure, formElement } = useSocialAgentForm(agent?.bot_id, initial);
  const preview = useAudioPreview();
  const { domains } = useStore(domainStore);

  return (
    <form ref={formElement} className="stack" onSubmit={submit} noValidate aria-label={agent ? "Social media agent settings" : "New social media agent"}>
      {failure && (
        <div role="alert">
          <Callout tone="error" title={SAVE_FAILED_MESSAGE}>
            {messageOf(failure, "Please try again.")}
          </Callout>
        </div>
      )}
      <div className="social-form-grid">
        <TextField
          label="Agent name"
          name="name"
          value={values.name}
          onChange={(event) => set("name", event.target.value)}
          error={errors.name}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          disabled={saving}
        />
        <Field label="Blog" error={errors.blog_id} hint={agent ? "An agent stays with the blog it was made for." : "The site whose posts become videos."}>
          {(control) => (
            <select
              {...control}
              name="blog_id"
              className="input"
              value={values.blog_id}
              disabled={saving || Boolean(agent)}
              required
              onChange={(event) => set("blog_id", event.target.value)}
            >
              <option value="">Choose a blog</option>
              {agent && !domains.some((domain) => domain.id === values.blog_id) && <option value={values.blog_id}>{agent.blog_name}</option>}
              {domains.map((domain) => (
                <option key={domain.id} value={domain.id}>
                  {domainAddress(domain)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <VoiceField value={values.voice} onChange={(voice) => set("voice", voice)} error={errors.voice} disabled={saving} preview={preview} />
        <fieldset className="field social-choice-group" disabled={saving}>
          <legend className="field-label">Status</legend>
          <div className="social-radios">
            {SOCIAL_AGENT_STATUSES.map((status) => (
              <label key={status} className="social-radio">
                <input type="radio" name="status" value={status} checked={values.status === status} onChange={() => set("status", status)} />
                {STATUS_LABELS[status]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="form-actions">
        <Button variant="secondary" onClick={() => void navigate({ to: "/add-service/manage-social-media-agent" })} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {agent ? "Update Social Media Agent" : "Add Social Media Agent"}
        </Button>
      </div>
    </form>
  );
}
