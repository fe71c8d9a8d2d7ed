import { buildKnowledge, type KnowledgeFile, loadKnowledge } from "../knowledge/index-file";
import { pdfPassages, type SiteText, sitePassages } from "../knowledge/passages";
import { knowledgeItems } from "../knowledge/sources";
import { findAnswer } from "./offline";

export interface ScoredQuestion {
  question: string;
  /** Every one of these appears in a right answer; none when the right answer is the refusal. */
  facts: string[];
}

export interface Scored {
  question: string;
  answer: string | null;
  right: boolean;
}

/**
 * How well the offline answers serve a business: its PDF and site built into knowledge as a
 * build does (the site without WordPress's defaults; it has no offline writer's posts), each question answered, and right when the answer holds every expected fact (or,
 * for a question the knowledge does not cover, when there is no answer).
 */
export function scoreAnswers(set: { document: string; pages: string[]; site: SiteText[]; questions: ScoredQuestion[] }): Scored[] {
  const passages = [...pdfPassages(set.document, set.pages), ...sitePassages(knowledgeItems(set.site, new Set()))];
  const knowledge = loadKnowledge(JSON.parse(JSON.stringify(buildKnowledge(passages, 1))) as KnowledgeFile);
  return set.questions.map(({ question, facts }) => {
    const answer = findAnswer(knowledge, question)?.content ?? null;
    const right = facts.length ? answer !== null && facts.every((fact) => answer.toLowerCase().includes(fact.toLowerCase())) : answer === null;
    return { question, answer, right };
  });
}
