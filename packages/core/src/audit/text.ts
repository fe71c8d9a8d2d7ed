/** Words that carry no topic, in English and the other languages the site builder offers most. */
const STOP_WORDS: Record<string, string> = {
  en: "a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each even ever every few for from further get got had has have having he her here hers him his how however i if in into is it its itself just like make many may me more most much must my no nor not now of off often on once one only or other our ours out over own per same she should since so some such than that the their them then there these they this those through to too under until up upon us use used using very was we well were what when where which while who whom why will with within without would yes yet you your yours",
  de: "aber alle als also am an auch auf aus bei bin bis da damit dann das dass dein dem den der des die dies diese dir doch dort du durch ein eine einem einen einer eines er es für hat hatte hier ich ihr im in ist ja jede kann kein man mein mit muss nach nicht noch nur ob oder ohne sehr sein sich sie sind so über um und uns unter viel vom von vor war was weil wenn wer wie wir wird zu zum zur",
  fr: "à au aux avec ce ces cette comme dans de des du elle en est et il ils je la le les leur lui mais me même mes mon ne nos notre nous on ou par pas plus pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous y été être",
  es: "a al algo como con de del el ella en entre es esta este esto la las le les lo los más mi muy no nos o para pero por que se sin sobre su sus también te tu un una uno y ya",
  it: "a al alla anche che ci come con da dal dei del della di e è gli ha i il in la le lo ma mi ne non per più questo se si sono su sua suo tra un una uno",
  nl: "aan al als bij dan dat de der die dit door een en er het hij hoe in is je maar met na naar niet nog of om ook op te tot uit van voor was wat we wel wij zijn zo",
  pt: "a ao as com como da das de do dos e é ela ele em entre essa este isso mais mas na no nos o os ou para pela pelo por que se sem sua seu também um uma",
};

const stopWordsFor = (language: string | null) => {
  const words = new Set(STOP_WORDS.en!.split(" "));
  const primary = language?.slice(0, 2).toLowerCase();
  if (primary && STOP_WORDS[primary]) for (const word of STOP_WORDS[primary].split(" ")) words.add(word);
  return words;
};

/** Lower-case words of letters (digits inside allowed), in order. */
export const words = (text: string) =>
  text
    .toLowerCase()
    .match(/[\p{L}][\p{L}\p{N}'’-]*/gu)
    ?.map((word) => word.replace(/['’-]+$/, "")) ?? [];

/** Whether a phrase occurs in a text as whole words, case ignored. */
export function mentions(text: string, phrase: string) {
  const needle = ` ${words(phrase).join(" ")} `;
  return needle.trim().length > 0 && ` ${words(text).join(" ")} `.includes(needle);
}

export const significantWords = (text: string, language: string | null) => {
  const stop = stopWordsFor(language);
  return words(text).filter((word) => word.length > 2 && !stop.has(word) && !/^\p{N}/u.test(word));
};
