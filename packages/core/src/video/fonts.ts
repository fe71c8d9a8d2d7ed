// Families installed by fonts-noto-core and fonts-noto-cjk; libass falls back through fontconfig
// for any character the chosen family lacks (Latin words inside Arabic text, for instance).
const byLanguage: Record<string, string> = {
  ja: "Noto Sans CJK JP",
  ko: "Noto Sans CJK KR",
  zh: "Noto Sans CJK SC",
  ar: "Noto Sans Arabic",
  fa: "Noto Sans Arabic",
  ur: "Noto Sans Arabic",
  he: "Noto Sans Hebrew",
  hi: "Noto Sans Devanagari",
  mr: "Noto Sans Devanagari",
  ne: "Noto Sans Devanagari",
  bn: "Noto Sans Bengali",
  ta: "Noto Sans Tamil",
  te: "Noto Sans Telugu",
  th: "Noto Sans Thai",
};

const traditionalChinese = /^zh-(hant|tw|hk|mo)\b/i;

/** The font family whose glyphs cover the script of a BCP-47 language tag. */
export function fontFamily(language: string) {
  if (traditionalChinese.test(language)) return /^zh-(hk|mo)\b/i.test(language) ? "Noto Sans CJK HK" : "Noto Sans CJK TC";
  const primary = language.split(/[-_]/)[0]!.toLowerCase();
  return byLanguage[primary] ?? "Noto Sans";
}
