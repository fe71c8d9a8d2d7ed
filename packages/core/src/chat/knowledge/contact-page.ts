/** What a contact page is called, in the languages the chat reads, folded to plain letters. */
const CONTACT_NAMES = new Set(
  [
    "contact",
    "contact us",
    "contacts",
    "get in touch",
    "kontakt",
    "kontaktiere uns",
    "kontaktieren sie uns",
    "contacto",
    "contactanos",
    "contactenos",
    "contatti",
    "contatto",
    "contato",
    "fale conosco",
    "contactez nous",
    "nous contacter",
    "neem contact op",
    "kontakta oss",
    "kontakt oss",
    "kontakt os",
    "yhteystiedot",
    "ota yhteytta",
    "kontakty",
  ].map((name) => name.replace(/\s+/g, " ")),
);

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const slugOf = (url: string) => {
  try {
    return fold(new URL(url).pathname.split("/").filter(Boolean).pop() ?? "");
  } catch {
    return "";
  }
};

export interface SitePage {
  title: string;
  url: string;
  type?: string;
}

/** The site's contact page among its pages: one titled or addressed "Contact" (or "Kontakt", "Contacto", ...), pages before posts. */
export function contactPageOf(pages: SitePage[]): string | null {
  const contact = pages
    .filter((page) => CONTACT_NAMES.has(fold(page.title)) || CONTACT_NAMES.has(slugOf(page.url)))
    .sort((a, b) => Number(b.type === "page") - Number(a.type === "page"))[0];
  return contact?.url ?? null;
}
