import { stemmer as danish } from "@orama/stemmers/danish";
import { stemmer as dutch } from "@orama/stemmers/dutch";
import { stemmer as finnish } from "@orama/stemmers/finnish";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as german } from "@orama/stemmers/german";
import { stemmer as italian } from "@orama/stemmers/italian";
import { stemmer as norwegian } from "@orama/stemmers/norwegian";
import { stemmer as portuguese } from "@orama/stemmers/portuguese";
import { stemmer as russian } from "@orama/stemmers/russian";
import { stemmer as spanish } from "@orama/stemmers/spanish";
import { stemmer as swedish } from "@orama/stemmers/swedish";

/**
 * The languages whose texts and questions get their own (Snowball) stemmer and stop words. English
 * keeps the product's own stemmer and is the only one with synonyms; a text in none of these is
 * read as English, as before.
 */
export const LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "no", "fi", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

export const STEMMERS: Record<Exclude<Language, "en">, (word: string) => string> = {
  de: german,
  fr: french,
  es: spanish,
  it: italian,
  pt: portuguese,
  nl: dutch,
  sv: swedish,
  da: danish,
  no: norwegian,
  fi: finnish,
  ru: russian,
};

/** Each language's commonest words: what tells the language apart, and what carries no meaning on its own in a question. */
const FUNCTION_WORDS: Record<Exclude<Language, "en">, string> = {
  de:
    "aber alle als also am an auch auf aus bei bin bis bitte da das dass dem den der des die dies diese doch du ein eine einem einen einer es für gibt " +
    "hab habe haben habt hat ich ihr ihre im in ist ja kann können man mit muss nach nicht noch nur oder sich sie sind so um und uns von vor war " +
    "wann warum was welche welcher welches wenn wer wie wieviel wir wo zu zum zur",
  fr:
    "à au aux avec ce ces comment dans de des du elle en est et être il ils je la le les leur lui ma mais me mes mon ne nous on ou où par pas " +
    "pour qu que quel quelle quels qui quoi sa se ses son sont sur ta te tu un une vos votre vous y combien",
  es:
    "a al algo como con cuál cuáles cuando cuándo cuánto cuesta de del dónde el ella en es esta este hay la las le lo los me mi muy no nos o " +
    "para pero por qué que se su sus también te tiene tienen tu un una uno y yo ustedes usted",
  it:
    "a al alla anche che chi ci come con cosa da del della dei di dove e è gli ha hanno i il in io la le lo ma mi ne non per perché più quale " +
    "quando quanto se si sono su ti tu un una uno voi vostro",
  pt:
    "a ao aos as com como da das de do dos e é ela ele em entre então está eu isso já mais mas me meu na nas não no nos o onde os ou para " +
    "pela pelo por quais qual quando quanto que se sem seu sua são também tem um uma vocês você",
  nl:
    "aan al als bij dan dat de der deze die dit doen door dus een en er had heb hebben heeft het hij hoe hoeveel ik in is ja je kan kunnen " +
    "maar me met mijn na naar niet nog of om ons ook op over te tot u uit van veel voor waar wanneer wat we welke wie wij zijn zo zou",
  sv:
    "alla att av de dem den det detta du där efter eller en ett finns för från har hur i inte jag kan man med mig min mot när och om oss på " +
    "sig ska som till under upp ut vad var vi vilka vilken vem är",
  da:
    "af alle at de dem den der det du efter eller en er et for fra har hvad hvem hvilke hvor hvordan hvornår i ikke jeg kan man med mig min " +
    "mod når og om os på sig skal som til ud vi vil",
  no:
    "alle at av de dem den det du eller en er et etter for fra har hva hvem hvilke hvor hvordan hvorfor i ikke jeg kan man med meg min mot " +
    "når og om oss på seg skal som til ut vi vil",
  fi: "ei eikä en ja jos kanssa kuin kuinka kuka mikä milloin missä mitä mutta myös niin on ovat paljonko se sekä siitä tai te me minä sinä voi",
  ru:
    "а без бы в вам вас вы где да для до его ее если есть же за и из или им их к как какие когда кто ли мне мы на не нет но о от по при с " +
    "сколько так там то у уже что это я",
};

export const STOP_WORDS_BY_LANGUAGE: Record<Exclude<Language, "en">, Set<string>> = Object.fromEntries(
  Object.entries(FUNCTION_WORDS).map(([language, words]) => [language, new Set(words.split(" "))]),
) as Record<Exclude<Language, "en">, Set<string>>;

/** How many different commonest words of a language a text must use to call it that language. */
const MIN_SIGNS = 2;
/** A question this short may show its language with one word ("Preise für Kinder?"). */
const SHORT = 3;

/**
 * The language of a text by its commonest words (and Cyrillic letters for Russian); null when
 * there are too few to tell, as in a one-word question. Words English shares ("a", "in", "me")
 * tell nothing, and English wins a tie.
 */
export function detectLanguage(words: string[], englishStopWords: Set<string>): Language | null {
  if (!words.length) return null;
  const cyrillic = words.filter((word) => /\p{Script=Cyrillic}/u.test(word)).length;
  if (cyrillic * 2 > words.length) return "ru";
  const distinct = [...new Set(words)];
  const english = distinct.filter((word) => englishStopWords.has(word)).length;
  let best: Language | null = english ? "en" : null;
  let bestCount = english;
  for (const language of LANGUAGES) {
    if (language === "en" || language === "ru") continue;
    const own = STOP_WORDS_BY_LANGUAGE[language];
    const found = distinct.filter((word) => own.has(word) && !englishStopWords.has(word)).length;
    if (found > bestCount) {
      best = language;
      bestCount = found;
    }
  }
  return bestCount >= MIN_SIGNS || (bestCount === 1 && words.length <= SHORT) ? best : null;
}
