import type { VideoLanguage } from "./narrator";

// The offline narration can only be in the post's own language, so its last line is written in each.
const CLOSINGS: Record<VideoLanguage, (site: string) => string> = {
  ar: (site) => `اقرأ المقال كاملًا على ${site}.`,
  nl: (site) => `Lees het hele artikel op ${site}.`,
  en: (site) => `Read the whole post on ${site}.`,
  fr: (site) => `Lisez l'article complet sur ${site}.`,
  de: (site) => `Den ganzen Beitrag lesen Sie auf ${site}.`,
  hi: (site) => `पूरा लेख ${site} पर पढ़ें।`,
  id: (site) => `Baca artikel lengkapnya di ${site}.`,
  it: (site) => `Leggi l'articolo completo su ${site}.`,
  ja: (site) => `記事の全文は${site}でどうぞ。`,
  ko: (site) => `전체 글은 ${site}에서 읽어 보세요.`,
  mr: (site) => `संपूर्ण लेख ${site} वर वाचा.`,
  pl: (site) => `Przeczytaj cały artykuł na ${site}.`,
  "pt-br": (site) => `Leia o artigo completo em ${site}.`,
  ro: (site) => `Citește articolul complet pe ${site}.`,
  ru: (site) => `Читайте полную статью на ${site}.`,
  es: (site) => `Lee el artículo completo en ${site}.`,
  ta: (site) => `முழு கட்டுரையையும் ${site} தளத்தில் படியுங்கள்.`,
  te: (site) => `పూర్తి వ్యాసాన్ని ${site} లో చదవండి.`,
  th: (site) => `อ่านบทความฉบับเต็มได้ที่ ${site}`,
  tr: (site) => `Yazının tamamını ${site} sitesinde okuyun.`,
  uk: (site) => `Читайте повну статтю на ${site}.`,
  vi: (site) => `Đọc toàn bộ bài viết trên ${site}.`,
};

/** The narration's last line: where to read the whole post, naming the site. */
export const closingLine = (language: VideoLanguage, siteName: string) => CLOSINGS[language](siteName.trim());
