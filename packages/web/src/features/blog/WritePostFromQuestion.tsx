import { toast } from "../../lib/toasts";
import { BlogRunPanel } from "./BlogRunPanel";
import { useBlogRunNow } from "./use-blog-run-now";
import { WritePostDialog } from "./WritePostDialog";

interface WritePostFromQuestionProps {
  domainId: string;
  /** The question to write about; the dialog is closed without one. */
  question: string | null;
  onClose: () => void;
}

/** A visitor's question made into a post: the dialog that starts the run, and the run's progress once it started. */
export function WritePostFromQuestion({ domainId, question, onClose }: WritePostFromQuestionProps) {
  const runNow = useBlogRunNow({
    onStarted: (run) => {
      onClose();
      toast({ title: "Writing a post", message: `${run.agentName} started. Follow it below or in Activity.` });
    },
  });
  return (
    <>
      <BlogRunPanel runNow={runNow} />
      <WritePostDialog domainId={domainId} question={question} runNow={runNow} onClose={onClose} />
    </>
  );
}
