/** A title card's colours, as hex RGB: a two-stop background and an accent that reads on it. */
export interface Palette {
  name: string;
  from: string;
  to: string;
  accent: string;
}

// Deep backgrounds keep white text above 7:1 contrast; each accent is light enough to read on both stops.
const PALETTES: Record<string, Palette> = {
  garden: { name: "deep green", from: "1f4d2b", to: "0f2f2a", accent: "b7e4a1" },
  food: { name: "warm terracotta", from: "7a2e1d", to: "3d1a14", accent: "ffd29a" },
  tech: { name: "midnight blue", from: "1b2a5c", to: "2d1b4e", accent: "9cc7ff" },
  health: { name: "deep teal", from: "0f4c4c", to: "123a52", accent: "a6f0e0" },
  money: { name: "navy and gold", from: "14243f", to: "0d1a2e", accent: "f2cf73" },
  travel: { name: "ocean blue", from: "0c3f66", to: "0a2a45", accent: "9ee3ff" },
  style: { name: "plum", from: "5a1e4a", to: "2e1433", accent: "ffc2e2" },
  home: { name: "slate and sand", from: "33404d", to: "1f2831", accent: "f0d9b5" },
};

// Words a niche or title uses, per palette; the first family that matches wins.
const NICHE_WORDS: Array<[keyof typeof PALETTES, RegExp]> = [
  ["garden", /garden|plant|flower|seed|soil|vegetable|herb|lawn|tomato|compost|allotment|farm/i],
  ["food", /food|recipe|cook|bak|kitchen|restaurant|cafe|coffee|wine|dish|meal|zucchini/i],
  ["tech", /tech|software|app|code|developer|computer|digital|saas|data|ai\b|cloud|gaming/i],
  ["health", /health|fitness|yoga|wellness|clinic|medical|dental|therapy|nutrition|sport/i],
  ["money", /financ|money|invest|bank|insurance|account|tax|law|legal|consult/i],
  ["travel", /travel|hotel|tour|holiday|trip|beach|surf|boat|flight|camp/i],
  ["style", /fashion|beauty|style|cloth|jewel|wedding|salon|makeup|art|design|photo/i],
  ["home", /home|interior|furniture|build|roof|plumb|clean|estate|property|diy/i],
];

function hash(text: string) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 16777619);
  return value >>> 0;
}

/** The palette a site's niche suggests, else one picked steadily by its name, so a site's cards look alike. */
export function paletteFor(niche: string, siteName: string): Palette {
  const family = NICHE_WORDS.find(([, words]) => words.test(niche))?.[0];
  if (family) return PALETTES[family]!;
  const all = Object.values(PALETTES);
  return all[hash(siteName.toLowerCase()) % all.length]!;
}
