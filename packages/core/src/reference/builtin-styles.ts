/** A writing style: the spec's id, code (the label) and value (the brief the writer follows). */
export interface WritingStyle {
  id: string;
  code: string;
  value: string;
  type: "text" | "url";
}

/** The styles every owner has. Ids are stored on agents, so they never change. */
export const BUILTIN_STYLES: WritingStyle[] = [
  {
    id: "professional",
    code: "Professional",
    value:
      'Write in a professional, confident tone for a business audience. Use a neutral third-person or brand "we" voice. Keep sentences to 15-20 words and paragraphs to 3-4 sentences. Lead each section with the main point, back it with facts or examples, and avoid slang, hype and exclamation marks.',
    type: "text",
  },
  {
    id: "conversational",
    code: "Conversational",
    value:
      'Write like a knowledgeable friend talking to the reader. Address the reader as "you", use contractions, and keep sentences short (about 12 words) with paragraphs of 2-3 sentences. Ask the occasional question, use everyday words, and keep the energy warm without overdoing exclamation marks.',
    type: "text",
  },
  {
    id: "how-to-guide",
    code: "Step-by-step guide",
    value:
      "Write a practical, instructional guide. Start with what the reader will achieve, then give numbered steps that each begin with a verb. Explain why each step matters in one or two sentences, add tips and common mistakes as short bulleted lists, and end with a quick checklist. Keep the reading level around grade 7.",
    type: "text",
  },
  {
    id: "storytelling",
    code: "Storytelling",
    value:
      "Open with a short, concrete scene or anecdote that shows the problem, then weave the advice through the story. Write in the first person where it fits, vary sentence length for rhythm, use sensory detail sparingly, and close by returning to the opening scene with the lesson learned.",
    type: "text",
  },
  {
    id: "expert-authority",
    code: "Expert and authoritative",
    value:
      'Write as a subject-matter expert for readers who already know the basics. Be precise: define terms once, cite figures, studies or standards where they support a point, and compare options with clear criteria. Use medium-length sentences, an impersonal or brand "we" voice, and the active voice. No filler, no hype.',
    type: "text",
  },
  {
    id: "persuasive",
    code: "Persuasive",
    value:
      'Write to convince. Name the reader\'s problem in the first paragraph, show its cost, then present the solution with concrete benefits and proof (numbers, examples, testimonials). Address the reader as "you", answer likely objections, keep paragraphs short, and end with one clear call to action.',
    type: "text",
  },
  {
    id: "news-brief",
    code: "News and updates",
    value:
      "Write like a news report. Put who, what, when, where and why in the first two sentences, then add details in order of importance. Use a neutral, factual third-person tone, short paragraphs of 1-3 sentences, quotes or figures where available, and no opinion until a clearly marked final section.",
    type: "text",
  },
  {
    id: "friendly-beginner",
    code: "Beginner-friendly",
    value:
      'Write for complete beginners. Explain every term in plain words the first time it appears, use analogies from everyday life, and keep sentences under 15 words. Use "you", an encouraging tone, short paragraphs, and a short FAQ at the end answering the questions a newcomer would ask.',
    type: "text",
  },
];
