import type { ReactNode } from "react";
import { Icon } from "./Icon";

type Tone = "info" | "success" | "warning" | "error";

const ICONS = { info: "info", success: "check", warning: "alert", error: "alert" } as const;

export function Callout({ tone = "info", title, children }: { tone?: Tone; title?: string; children: ReactNode }) {
  return (
    <div className={`callout callout-${tone}`}>
      <Icon name={ICONS[tone]} className="callout-icon" />
      <div>
        {title && <p className="callout-title">{title}</p>}
        <div className="callout-body">{children}</div>
      </div>
    </div>
  );
}
