/** What starts a question of its own after "and" ("... and how much are they?"). */
const QUESTION_START = "how|what|when|where|which|who|whom|why|do|does|did|is|are|can|could|will|would|should|may";

const BOUNDARY = new RegExp(`[?;]+\\s*|,?\\s+and\\s+(?=(?:${QUESTION_START})\\b)|,\\s+(?=(?:${QUESTION_START})\\b)`, "i");

/**
 * The questions a visitor asked in one message: "Which varieties do you sell and how much are
 * they?" asks two things, each answered on its own. One part for a single question.
 */
export function questionParts(question: string): string[] {
  return question
    .split(BOUNDARY)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A part that points back at what an earlier one asked about ("how much are they?"). */
export const refersBack = (part: string) => /\b(they|them|it|its|their|those|these|each|one)\b/i.test(part);
