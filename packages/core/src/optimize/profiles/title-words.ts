/**
 * Words that make a headline stand out, in the spirit of the power-word lists headline guides
 * publish and Rank Math's "power word in title" test reads.
 */
export const POWER_WORDS = new Set(
  (
    "amazing astonishing authentic awesome best bold boost brilliant complete crucial definitive delightful easy effective effortless " +
    "essential exclusive expert fast fearless free genius guaranteed guide hidden ideal incredible insider instant inspiring " +
    "killer lessons little-known mistakes must-have powerful practical proven quick remarkable revealed secret secrets " +
    "simple smart step-by-step stunning successful surprising tested tips top tricks ultimate unbelievable unique " +
    "useful vital winning wonderful"
  ).split(" "),
);

/** Words that carry a clear positive or negative feeling, for the title sentiment test. */
export const SENTIMENT_WORDS = new Set(
  (
    "amazing avoid bad beautiful best better brilliant calm cheap clean danger dangerous delicious disaster easy enjoy " +
    "fail failure fantastic fear fresh fun glad good great happy hate healthy horrible ideal love lovely mistake mistakes " +
    "perfect pleasant poor problem problems proud risk safe save simple smart strong stress success tasty terrible " +
    "ugly unhappy warning wonderful worst wrong"
  ).split(" "),
);
