import { useEffect, useState } from "react";
import { Icon } from "./Icon";

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      // Clipboard access needs a secure context and permission; say so instead of failing silently.
      setState("failed");
    }
  }

  return (
    <button type="button" className="btn btn-secondary btn-sm" onClick={() => void copy()}>
      <Icon name={state === "copied" ? "check" : "copy"} size={16} />
      <span aria-live="polite">{state === "copied" ? "Copied" : state === "failed" ? "Copy blocked; select the text" : label}</span>
    </button>
  );
}
