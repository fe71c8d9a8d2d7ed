import { type Level, LEVEL_BADGES } from "./audit-figures";

/** An action's impact or effort: Low green, Medium yellow, High red, with the word and what it rates. */
export function LevelBadge({ what, level }: { what: "Impact" | "Effort"; level: Level }) {
  return (
    <span className={LEVEL_BADGES[level]}>
      {what}: {level}
    </span>
  );
}
