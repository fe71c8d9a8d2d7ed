import { Modal } from "../../components/ui/Modal";

type ScriptLine = { text: string; start: number; end: number; visual: string };

const seconds = (value: number) => `${value.toFixed(1)} s`;

/** The video in the browser's own player, and what its narration says scene by scene; Escape, the Close button and the backdrop close it. */
export function VideoDialog({
  content,
  onClose,
}: {
  content: { post_title: string; video: string | null; poster: string | null; script?: ScriptLine[] } | null;
  onClose: () => void;
}) {
  if (!content?.video) return null;
  const script = content.script ?? [];
  return (
    <Modal open title={content.post_title} size="md" onClose={onClose}>
      <video className="social-video" src={content.video} poster={content.poster ?? undefined} controls playsInline preload="metadata" data-autofocus>
        <a href={content.video}>Download the video</a>
      </video>
      {script.length > 0 && (
        <details className="social-script">
          <summary>Script</summary>
          <ol aria-label="Script">
            {script.map((line) => (
              <li key={line.start}>
                <span className="social-script-time">
                  {seconds(line.start)} to {seconds(line.end)}
                </span>{" "}
                {line.text}
              </li>
            ))}
          </ol>
        </details>
      )}
    </Modal>
  );
}
