import * as v from "valibot";

/** C0 and C1 controls (CR and LF among them), DEL and the Unicode line and paragraph separators. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/**
 * Refuses a one-line text (a name) that holds a line break or another control character: names
 * reach mail headers and subjects, where a line break would start a header of the sender's choosing.
 */
export const singleLine = (label: string) =>
  v.check<string, string>((text) => !hasControlCharacters(text), `${label} cannot contain line breaks or control characters.`);

/** A text another system gives us for one line (a site's name as WordPress reports it): its control characters read as spaces. */
export const flattenedLine = (text: string) => text.replace(new RegExp(CONTROL_CHARACTERS.source, "g"), " ").replace(/\s+/g, " ").trim();
