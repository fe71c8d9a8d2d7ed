import { Field } from "../../components/ui/Field";
import { PreviewButton } from "./PreviewButton";
import type { AudioPreview } from "./use-audio-preview";

/** Where a sound style's preview plays from: a file beside the dashboard, named for the style. */
export const stylePreviewUrl = (name: string) => `/styles/${encodeURIComponent(name)}.mp3`;

interface SoundStyleFieldProps {
  styles: readonly { style_id: string; name: string; prompt: string }[];
  value: string;
  onChange: (styleId: string) => void;
  error?: string;
  disabled: boolean;
  preview: AudioPreview;
}

/** The music bed under the narration, with a Preview of the chosen one. */
export function SoundStyleField({ styles, value, onChange, error, disabled, preview }: SoundStyleFieldProps) {
  const chosen = styles.find((style) => style.style_id === value);
  return (
    <div className="social-preview-row">
      <Field label="Sound style" error={error} hint={chosen?.prompt ?? "The music under the narration."}>
        {(control) => (
          <select
            {...control}
            name="soundStyle"
            className="input"
            value={value}
            disabled={disabled}
            onChange={(event) => {
              // The style left behind must not play on.
              preview.stop();
              onChange(event.target.value);
            }}
          >
            <option value="">Choose a sound style</option>
            {styles.map((style) => (
              <option key={style.style_id} value={style.style_id}>
                {style.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <PreviewButton
        preview={preview}
        url={chosen ? stylePreviewUrl(chosen.name) : null}
        what={chosen ? `the sound style ${chosen.name}` : "the sound style"}
        disabled={disabled}
      />
    </div>
  );
}
