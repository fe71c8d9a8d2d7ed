import { buildKnowledge, type KnowledgeFile, loadKnowledge } from "../knowledge/index-file";
import { type Passage, pdfPassages, type SiteText, sitePassages } from "../knowledge/passages";
import { knowledgeItems } from "../knowledge/sources";
import { findAnswer } from "./offline";

/** How many passages a question's retrieval is judged on. */
export const RECALL_AT = 3;

export interface RecallSet {
  document: string;
  pages: string[];
  site: SiteText[];
  /** Each question with the facts its right answer holds; a question without facts has no passage to find. */
  questions: Array<{ question: string; facts: string[] }>;
}

export interface Recall {
  /** The questions that have a passage to find. */
  questions: number;
  /** Of those, how many had every passage holding their answer among the first `RECALL_AT` retrieved. */
  found: number;
  missed: string[];
}

const holds = (passage: Passage, fact: string) => `${passage.heading ?? ""}\n${passage.text}`.toLowerCase().includes(fact.toLowerCase());

/**
 * The passages holding a question's answer: the one holding every expected fact, or, when the facts
 * are spread over several (a two-part question), the first holding each.
 */
export function answerPassages(passages: Passage[], facts: string[]): Passage[] {
  const whole = passages.find((passage) => facts.every((fact) => holds(passage, fact)));
  if (whole) return [whole];
  return [...new Set(facts.map((fact) => passages.find((passage) => holds(passage, fact))).filter((passage) => passage !== undefined))];
}

/**
 * Retrieval recall at 3 over a business's knowledge, built as a build does (its PDF, its site
 * without WordPress's defaults): a question counts when the passages holding its answer are among
 * the first three a model would be sent for it. A fact no passage holds is a miss, not a skip.
 */
export function retrievalRecall(set: RecallSet): Recall {
  const passages = [...pdfPassages(set.document, set.pages), ...sitePassages(knowledgeItems(set.site, new Set()))];
  const knowledge = loadKnowledge(JSON.parse(JSON.stringify(buildKnowledge(passages, 1))) as KnowledgeFile);
  const asked = set.questions.filter(({ facts }) => facts.length > 0);
  const missed: string[] = [];
  for (const { question, facts } of asked) {
    const wanted = answerPassages(knowledge.passages, facts);
    const sent = findAnswer(knowledge, question)?.passages.slice(0, RECALL_AT) ?? [];
    const covered = facts.every((fact) => knowledge.passages.some((passage) => holds(passage, fact)));
    if (!covered || !wanted.every((passage) => sent.includes(passage))) missed.push(question);
  }
  return { questions: asked.length, found: asked.length - missed.length, missed };
}
