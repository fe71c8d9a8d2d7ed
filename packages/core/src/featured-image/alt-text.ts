/** The image's alt text: what it shows (a title card, or a picture an image model made), naming the post's keyphrase as the post does. */
export function altText(title: string, keyphrase: string, siteName: string, kind: "title card" | "illustration" = "title card") {
  const names = title.toLowerCase().includes(keyphrase.toLowerCase());
  return `${title}${names || !keyphrase ? "" : ` (${keyphrase})`}: ${kind} from ${siteName}`;
}
