import { useQuery } from "@tanstack/react-query";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Field } from "../../components/ui/Field";
import { PreviewButton } from "./PreviewButton";
import { FETCH_VOICES_FAILED_MESSAGE } from "./social-messages";
import { voicesQueryOptions } from "./social-queries";
import type { AudioPreview } from "./use-audio-preview";

const GENDERS: Record<string, string> = { female: "female", male: "male" };

interface VoiceFieldProps {
  value: string;
  onChange: (voiceId: string) => void;
  error?: string;
  disabled: boolean;
  preview: AudioPreview;
}

/** The narrator: a select of the catalogue's voices by name and gender, and a Preview of the chosen one. */
export function VoiceField({ value, onChange, error, disabled, preview }: VoiceFieldProps) {
  const voices = useQuery(voicesQueryOptions());
  if (voices.isError) {
    return (
      <div role="alert" className="is-wide">
        <Callout tone="error" title={FETCH_VOICES_FAILED_MESSAGE}>
          <p>The voices could not be loaded, so an agent cannot be saved just now.</p>
          <Button variant="secondary" size="sm" loading={voices.isFetching} onClick={() => void voices.refetch()}>
            Retry
          </Button>
        </Callout>
      </div>
    );
  }
  const chosen = voices.data?.find((voice) => voice.voice_id === value);
  return (
    <div className="social-preview-row">
      <Field label="Voice" error={error} hint="The narrator of every video this agent makes.">
        {(control) => (
          <select
            {...control}
            name="voice"
            className="input"
            value={value}
            disabled={disabled || voices.isPending}
            onChange={(event) => {
              // A sample of the voice left behind must not play on.
              preview.stop();
              onChange(event.target.value);
            }}
          >
            <option value="">{voices.isPending ? "Loading voices…" : "Choose a voice"}</option>
            {voices.data?.map((voice) => (
              <option key={voice.voice_id} value={voice.voice_id}>
                {voice.name} ({GENDERS[voice.gender] ?? voice.gender}, {voice.language})
              </option>
            ))}
          </select>
        )}
      </Field>
      <PreviewButton preview={preview} url={chosen?.voice_url ?? null} what={chosen ? `the voice ${chosen.name}` : "the voice"} disabled={disabled} />
    </div>
  );
}
