import { Button } from "../../components/ui/Button";
import type { AudioPreview } from "./use-audio-preview";

/** Preview, or Stop while its sample sounds; `what` names the sample for screen readers. */
export function PreviewButton({ preview, url, what, disabled }: { preview: AudioPreview; url: string | null; what: string; disabled?: boolean }) {
  const mine = url !== null && preview.current?.url === url;
  const sounding = mine && preview.current?.sounding === true;
  return (
    <Button
      variant="secondary"
      className="social-preview-button"
      disabled={disabled || url === null}
      aria-busy={(mine && !sounding) || undefined}
      onClick={() => url && preview.toggle(url)}
    >
      {mine ? "Stop" : "Preview"}
      <span className="visually-hidden"> {what}</span>
    </Button>
  );
}
