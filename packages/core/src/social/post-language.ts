import type { VideoLanguage } from "./narrator";

// Scripts that name their language outright (Devanagari and Cyrillic are told apart below).
const SCRIPTS: Array<[RegExp, VideoLanguage]> = [
  [/[\u0600-\u06ff]/g, "ar"],
  [/[\u3040-\u30ff]/g, "ja"],
  [/[\uac00-\ud7af]/g, "ko"],
  [/[\u0b80-\u0bff]/g, "ta"],
  [/[\u0c00-\u0c7f]/g, "te"],
  [/[\u0e00-\u0e7f]/g, "th"],
];

// The commonest short words of each language written in Latin letters, Cyrillic or Devanagari.
const STOPWORDS: Partial<Record<VideoLanguage, string[]>> = {
  en: ["the", "and", "of", "to", "is", "in", "that", "it", "for", "you", "with", "are", "this", "on", "your"],
  de: ["der", "die", "und", "das", "ist", "nicht", "mit", "sie", "ein", "eine", "den", "auf", "für", "sich", "auch", "wie"],
  fr: ["le", "la", "les", "et", "des", "est", "une", "pour", "dans", "que", "qui", "pas", "sur", "vous", "avec", "du"],
  es: ["el", "la", "los", "las", "y", "es", "una", "para", "que", "del", "con", "por", "pero", "como", "muy", "tu"],
  it: ["il", "la", "che", "di", "è", "e", "per", "una", "non", "con", "sono", "gli", "del", "della", "anche", "come"],
  "pt-br": ["o", "a", "os", "que", "e", "é", "um", "uma", "para", "com", "não", "do", "da", "você", "mais", "como"],
  nl: ["de", "het", "een", "en", "is", "van", "dat", "niet", "met", "voor", "je", "zijn", "ook", "op", "maar", "wat"],
  pl: ["i", "w", "nie", "na", "się", "z", "jest", "to", "że", "do", "jak", "ale", "po", "dla", "są", "od"],
  ro: ["și", "este", "în", "cu", "nu", "pe", "un", "o", "care", "mai", "din", "pentru", "sunt", "să", "la", "ce"],
  tr: ["ve", "bir", "bu", "için", "ile", "da", "de", "çok", "daha", "gibi", "olarak", "ama", "ne", "var", "en", "mi"],
  id: ["dan", "yang", "di", "ini", "itu", "dengan", "untuk", "tidak", "ke", "dari", "ada", "akan", "juga", "bisa", "anda"],
  vi: ["và", "của", "là", "có", "không", "những", "được", "cho", "một", "các", "này", "với", "người", "trong", "để"],
  ru: ["и", "в", "не", "на", "что", "с", "это", "как", "по", "для", "он", "но", "вы", "от", "из", "так"],
  uk: ["і", "в", "не", "на", "що", "з", "це", "як", "та", "для", "до", "але", "ви", "від", "із", "й"],
  hi: ["है", "के", "में", "की", "और", "का", "को", "से", "हैं", "यह", "भी", "पर", "नहीं", "लिए", "एक"],
  mr: ["आहे", "आणि", "या", "हे", "की", "तर", "आहेत", "म्हणून", "पण", "मध्ये", "त्या", "एक", "नाही", "करा", "होते"],
};

const lists = Object.entries(STOPWORDS).map(([language, words]) => [language as VideoLanguage, new Set(words)] as const);

/**
 * The language a post is written in, told by its script and, among languages that share one, by
 * which language's commonest words it uses most. Undefined when the text does not say clearly.
 */
export function detectLanguage(text: string): VideoLanguage | undefined {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (!letters) return undefined;
  for (const [pattern, language] of SCRIPTS) {
    if ((text.match(pattern) ?? []).length / letters > 0.2) return language;
  }
  const words = text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
  let best: VideoLanguage | undefined;
  let bestHits = 0;
  for (const [language, set] of lists) {
    const hits = words.filter((word) => set.has(word)).length;
    if (hits > bestHits) [best, bestHits] = [language, hits];
  }
  // A handful of shared short words is no evidence; a real paragraph has dozens.
  return bestHits >= Math.min(5, Math.ceil(words.length / 20)) ? best : undefined;
}
