import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { readText, write } from "../../lib/storage";
import { SampleTextNote } from "./SampleTextNote";
import { isSampleText, useWriter } from "./writer-queries";

const DISMISSED = "offline-writer-notice-dismissed";

/** Once, on the dashboard, while no AI provider is set: what the agents write is sample text. Dismissed for good on this browser. */
export function OfflineWriterNotice() {
  const writer = useWriter();
  const [dismissed, setDismissed] = useState(() => readText(DISMISSED) !== null);
  if (dismissed || !isSampleText(writer?.writer)) return null;
  return (
    <section className="callout callout-warning offline-writer-notice" aria-label="Offline writer">
      <p>
        <SampleTextNote plain />
      </p>
      <Button
        variant="ghost"
        size="sm"
        aria-label="Dismiss the offline writer notice"
        onClick={() => {
          write(DISMISSED, "1");
          setDismissed(true);
        }}
      >
        Dismiss
      </Button>
    </section>
  );
}
