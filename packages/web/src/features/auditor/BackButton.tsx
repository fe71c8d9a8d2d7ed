import { useNavigate, useRouter } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";

/** Back to the page before, as the browser's own Back does; opened directly, back to the auditor list. */
export function BackButton() {
  const router = useRouter();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      onClick={() => (router.history.canGoBack() ? router.history.back() : void navigate({ to: "/add-service/manage-blog-auditor" }))}
    >
      Back
    </Button>
  );
}
