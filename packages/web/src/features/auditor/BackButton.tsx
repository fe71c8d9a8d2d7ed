import { useRouter } from "@tanstack/react-router";
import { Button } from "../../components/ui/Button";

/** Back to the page before, as the browser's own Back does. */
export function BackButton() {
  const router = useRouter();
  return (
    <Button variant="secondary" onClick={() => router.history.back()}>
      Back
    </Button>
  );
}
