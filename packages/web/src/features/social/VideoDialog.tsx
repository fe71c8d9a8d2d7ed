import { Modal } from "../../components/ui/Modal";

/** The video in the browser's own player; Escape, the Close button and the backdrop close it. */
export function VideoDialog({
  content,
  onClose,
}: {
  content: { post_title: string; video: string | null; poster: string | null } | null;
  onClose: () => void;
}) {
  if (!content?.video) return null;
  return (
    <Modal open title={content.post_title} size="md" onClose={onClose}>
      <video className="social-video" src={content.video} poster={content.poster ?? undefined} controls playsInline preload="metadata" data-autofocus>
        <a href={content.video}>Download the video</a>
      </video>
    </Modal>
  );
}
