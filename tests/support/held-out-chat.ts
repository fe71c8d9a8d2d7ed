/**
 * A held-out set for the chat's answers: a small business's PDF, and questions asked the way a
 * visitor would, in other words than the PDF's ("started" for "founded", "trade-ins" for
 * "part-exchange"), each with the facts a right answer holds; and questions the PDF does not
 * cover, which must get the refusal, never an invented answer.
 */
export const HELD_OUT_DOCUMENT = "Harbour Lane Coffee.pdf";

export const HELD_OUT_PAGES = [
  [
    "About us",
    "Harbour Lane Coffee is a small roastery and cafe on the quay in Portsmouth, roasting speciality coffee in small batches every Tuesday and Friday.",
    "The roastery was founded in 2011 by Maria Okafor, who trained as a barista in Lisbon.",
    "Our coffees",
    "We roast four varieties of single-origin beans: Ethiopia Yirgacheffe, Colombia Huila, Sumatra Mandheling and Peru Decaf.",
  ].join("\n"),
  [
    "Prices",
    "Ethiopia Yirgacheffe: GBP 8.50 for a 250 g bag.",
    "Colombia Huila: GBP 7.90 for a 250 g bag.",
    "Sumatra Mandheling: GBP 8.20 for a 250 g bag.",
    "Peru Decaf: GBP 8.00 for a 250 g bag.",

    "Visiting the cafe",
    "The cafe is open Monday to Saturday from 8:00 to 17:00, and on Sunday from 9:00 to 15:00.",
    "Customers park free of charge in the yard behind the roastery.",
    "Espresso machines",
    "We sell home espresso machines and grinders, and we accept your old machine in part-exchange.",
    "Every machine we sell comes with a two-year guarantee and a free first service.",
  ].join("\n"),
  [
    "Classes",
    "Barista classes run on the first Saturday of each month and cost GBP 45 per person, beans included.",
    "Orders",
    "Orders placed before noon are dispatched the same day, and delivery in the UK is free over GBP 30.",
    "Restaurants and offices can buy beans wholesale in 1 kg bags.",
  ].join("\n"),
];

export interface HeldOutQuestion {
  question: string;
  /** Every one of these appears in a right answer. */
  facts: string[];
}

export const HELD_OUT_QUESTIONS: HeldOutQuestion[] = [
  { question: "Who started Harbour Lane?", facts: ["Maria Okafor"] },
  { question: "Do you take trade-ins?", facts: ["part-exchange"] },
  { question: "Which varieties do you sell and how much are they?", facts: ["Colombia Huila, Sumatra Mandheling", "GBP 8.50"] },
  { question: "How long is the warranty on a machine?", facts: ["two-year guarantee"] },
  { question: "Is there a car park?", facts: ["park free of charge"] },
  { question: "Do you run barista workshops, and what do they cost?", facts: ["Barista classes", "GBP 45"] },
  { question: "When do you shut on Sundays?", facts: ["15:00"] },
  { question: "How quickly is a purchase sent out?", facts: ["dispatched the same day"] },
  { question: "Do you have decaffeinated coffee?", facts: ["Peru Decaf"] },
  { question: "Can restaurants purchase in bulk?", facts: ["wholesale"] },
];

export const UNRELATED_QUESTIONS = ["What is the capital of France?", "Do you repair bicycles?", "Who won the football world cup?"];

/** The questions whose answers hold every expected fact. */
export const answeredRight = (answers: string[]) => HELD_OUT_QUESTIONS.filter(({ facts }, index) => facts.every((fact) => answers[index]!.includes(fact)));
