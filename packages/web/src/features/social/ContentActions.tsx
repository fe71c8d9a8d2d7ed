import { Button } from "../../components/ui/Button";
import { type ActionState, contentActions } from "./content-rules";
import type { SocialContent } from "./social-queries";

interface ContentActionsProps {
  content: SocialContent;
  onWatch: (content: SocialContent) => void;
  onInstagram: (content: SocialContent) => void;
  onDelete: (content: SocialContent) => void;
}

/** One video's row actions by the spec's rules for its status; each names its post for screen readers. */
export function ContentActions({ content, onWatch, onInstagram, onDelete }: ContentActionsProps) {
  const states = contentActions(content);
  const name = <span className="visually-hidden"> {content.post_title}</span>;
  const shown = (state: ActionState) => state !== "hidden";
  return (
    <div className="social-actions">
      {shown(states.watch) && (
        <Button size="sm" variant="secondary" disabled={states.watch === "disabled"} onClick={() => onWatch(content)}>
          Watch Video{name}
        </Button>
      )}
      {shown(states.instagram) && (
        <Button size="sm" variant="secondary" disabled={states.instagram === "disabled"} onClick={() => onInstagram(content)}>
          Instagram{name}
        </Button>
      )}
      {shown(states.remove) && (
        <Button size="sm" variant="ghost" disabled={states.remove === "disabled"} onClick={() => onDelete(content)}>
          Delete{name}
        </Button>
      )}
    </div>
  );
}
