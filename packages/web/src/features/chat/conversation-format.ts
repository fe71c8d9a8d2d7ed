const CHANNELS = { widget: "Website", try: "Try chat" } as const;

/** Where a conversation took place: on the owner's site, or in the dashboard's Try chat. */
export const channelLabel = (channel: string) => CHANNELS[channel as keyof typeof CHANNELS] ?? channel;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const answersLabel = (count: number) => plural(count, "answer", "answers");
export const creditsLabel = (count: number) => plural(count, "credit", "credits");
