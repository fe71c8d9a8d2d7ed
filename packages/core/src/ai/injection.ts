/**
 * Phrases that try to take over the model rather than ask the business something. The answer
 * prompt already refuses them; this keeps them out of the owner's knowledge gaps, where they would
 * read as questions worth a post.
 */
const INJECTION_PATTERNS = [
  /\b(ignore|disregard|forget|override|bypass)\b(?:\s+\S+){0,3}?\s+(instructions?|prompts?|rules|directions|guidelines|the above|everything)\b/,
  /\bdisregard\s+(the\s+)?(above|previous|prior|preceding)\b/,
  /\bsystem\s*(prompt|message|instructions?)\b/,
  // "What are your rules for dogs?" and "is the prompt-payment discount...?" are fair questions; "what are your instructions?" is not.
  /\b(reveal|show|print|repeat|output|display|tell me|give me|what are|what is|list)\b(?:\s+\S+){0,2}?\s+your\s+(?:\S+\s+){0,2}?(instructions|prompt)\b/,
  /\byou\s+are\s+now\b/,
  /\b(act|behave|respond)\s+as\s+(if\s+you\s+(were|are)|an?\s+(unrestricted|different|new)|dan)\b/,
  /\bpretend\s+(to\s+be|you\s+are)\b/,
  /\b(jailbreak|developer\s+mode|dan\s+mode|do\s+anything\s+now)\b/,
  /\bnew\s+instructions?\s*:/,
  /<\/?\s*(system|site_data|question|assistant|user)\s*>/,
];

/** Whether a visitor's message reads as an attempt to change the chat's instructions rather than a question. */
export function looksLikeInjection(text: string): boolean {
  const normalised = text.toLowerCase().replace(/\s+/g, " ");
  return INJECTION_PATTERNS.some((pattern) => pattern.test(normalised));
}
