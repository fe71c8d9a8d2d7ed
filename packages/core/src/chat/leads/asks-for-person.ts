const PERSON =
  /\b(?:human|real person|a person|someone|somebody|anyone|a representative|an agent|customer service|support team|the owner|staff)\b|\b(?:talk|speak|chat)\s+(?:to|with)\s+(?:you|a\b|an\b|your\b)|\bcontact (?:you|someone|the)\b/i;

/** Whether a visitor's message asks for a person rather than the bot ("Can I talk to someone?"). */
export const asksForPerson = (message: string) => PERSON.test(message);
