import type { LoadedKnowledge } from "../knowledge/index-file";
import type { Passage } from "../knowledge/passages";
import { terms } from "../../text/terms";
import { excerpt } from "./excerpt";
import { questionParts, refersBack } from "./parts";
import { questionGroups, retrieve } from "./retrieve";

export interface Found {
  /** The offline answer: the best sentences, verbatim; with two sources or more, each followed by its number ([1], [2]). */
  content: string;
  /** Where the answer comes from, in the order the numbers name them. */
  sources: Passage[];
  /** The passages a model reads, best first. */
  passages: Passage[];
}

const MODEL_PASSAGES = 4;

interface PartAnswer {
  passage: Passage;
  text: string;
}

/** Each part of a question answered on its own; a part that points back ("how much are they?") continues the answer before it. */
function answerParts(knowledge: LoadedKnowledge, parts: string[]) {
  const answers: PartAnswer[] = [];
  const passages: Passage[] = [];
  const missing: string[] = [];
  let previous: PartAnswer | null = null;
  for (const part of parts) {
    const context = previous && refersBack(part) ? [...new Set(terms(previous.text, questionGroups(knowledge, part).language))] : [];
    const { groups, kind, hits } = retrieve(knowledge, part, 5, context);
    const best = hits[0];
    if (!best) {
      missing.push(part);
      continue;
    }
    previous = { passage: best.passage, text: excerpt(best, groups, kind) };
    answers.push(previous);
    passages.push(...hits.slice(0, 2).map((hit) => hit.passage));
  }
  return { answers, passages, missing };
}

/** What the answer says of the parts the knowledge does not hold, so a visitor knows which went unanswered. */
const unanswered = (missing: string[]) =>
  missing.length
    ? ` I couldn't find anything about ${missing.map((part) => `"${part.replace(/[?.!\s]+$/, "")}"`).join(" or ")} in the information I have.`
    : "";

/** The parts' answers as one: each source once, numbered when there are two or more, no sentence twice. */
function combine(answers: PartAnswer[]): Pick<Found, "content" | "sources"> {
  const sources = [...new Set(answers.map((answer) => answer.passage))];
  const pieces = sources.map((source, index) => {
    const text = [...new Set(answers.filter((answer) => answer.passage === source).map((answer) => answer.text))].join(" ");
    return sources.length > 1 ? `${text} [${index + 1}]` : text;
  });
  return { content: pieces.join(" "), sources };
}

/**
 * The answer from the knowledge without a model, and the passages a model would read; null when
 * the knowledge does not hold it. A question that asks two things gets the best sentences for each,
 * and is told which of them the knowledge does not hold.
 */
export function findAnswer(knowledge: LoadedKnowledge, question: string): Found | null {
  const whole = retrieve(knowledge, question);
  const parts = questionParts(question).filter((part) => questionGroups(knowledge, part).groups.length > 0);
  if (parts.length > 1) {
    const { answers, passages, missing } = answerParts(knowledge, parts);
    if (answers.length) {
      const all = [...new Set([...answers.map((answer) => answer.passage), ...passages, ...whole.hits.map((hit) => hit.passage)])];
      const combined = combine(answers);
      return { content: `${combined.content}${unanswered(missing)}`, sources: combined.sources, passages: all.slice(0, MODEL_PASSAGES) };
    }
  }
  const best = whole.hits[0];
  if (!best) return null;
  return { content: excerpt(best, whole.groups, whole.kind), sources: [best.passage], passages: whole.hits.slice(0, MODEL_PASSAGES).map((hit) => hit.passage) };
}
