/** The image's alt text: what it shows, naming the post's keyphrase as the post does. */
export function altText(title: string, keyphrase: string, siteName: string) {
  const names = title.toLowerCase().includes(keyphrase.toLowerCase());
  return `${title}${names || !keyphrase ? "" : ` (${keyphrase})`}: title card from ${siteName}`;
}
