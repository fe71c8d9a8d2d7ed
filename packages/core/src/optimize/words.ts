import { wordsOf } from "./profiles/page";

/** Words that carry no topic: left out of keyphrases, headings' ends and relatedness. */
export const STOP_WORDS = new Set(
  (
    "a about after all also an and any are as at be because been before being but by can could did do does doing for from " +
    "had has have having how i if in into is it its just me more most my no not of on once only or other our out over own " +
    "same should so some such than that the their them then there these they this those through to too under until up very " +
    "was we were what when where which while who why will with would you your yours"
  ).split(" "),
);

/** Yoast asks a post for at least 300 words: a thinner one is expanded, not only retitled. */
export const THIN_WORDS = 300;

/** Words in a post's HTML, as the run's steps count them. */
export const wordCount = (html: string) => wordsOf(html.replace(/<[^>]+>/g, " ")).length;
