import { SAMPLE_TEXT } from "@sitecrew/core/reference/schema";
import { Link } from "@tanstack/react-router";
import "./writer.css";

/** What the offline writer's work says about itself, linked to the page on setting a provider; `plain` inside text of its own size. */
export function SampleTextNote({ plain = false }: { plain?: boolean }) {
  return (
    <span className={plain ? undefined : "sample-text-note"}>
      {SAMPLE_TEXT.lead}
      <Link to="/help/ai-provider">{SAMPLE_TEXT.action}</Link>
      {SAMPLE_TEXT.rest}
    </span>
  );
}
