import { speechChoice } from "../adapters";
import { Media } from "../media";
import type { StoredFile } from "../media/port";
import { Speech } from "../speech";

/** Where the dashboard plays a voice's sample. */
export const VOICE_FILES_ROUTE = "/api/files/voices";

/** A narrator the owner picks for a social media agent. */
export interface Voice {
  voice_id: string;
  name: string;
  gender: "female" | "male";
  language: string;
  voice_url: string;
}

/** A catalogue entry: what the owner sees, and the engine voice that speaks it. */
export interface NarratorVoice extends Omit<Voice, "voice_url"> {
  engineVoice: string;
}

const voice = (voice_id: string, name: string, gender: Voice["gender"], language: string, engineVoice: string): NarratorVoice => ({
  voice_id,
  name,
  gender,
  language,
  engineVoice,
});

// Ids are safe in a path and name their engine, so the two catalogues' stored samples never meet.
const catalogues = {
  offline: [
    voice("espeak-en-us-f3", "Ava", "female", "en-US", "en-us+f3"),
    voice("espeak-en-us-m3", "Noah", "male", "en-US", "en-us+m3"),
    voice("espeak-en-gb-f2", "Olivia", "female", "en-GB", "en-gb+f2"),
    voice("espeak-en-gb-m1", "Oliver", "male", "en-GB", "en-gb+m1"),
    voice("espeak-de-m3", "Lukas", "male", "de-DE", "de+m3"),
    voice("espeak-fr-f3", "Chloé", "female", "fr-FR", "fr+f3"),
    voice("espeak-es-m1", "Mateo", "male", "es-ES", "es+m1"),
    voice("espeak-it-f4", "Giulia", "female", "it-IT", "it+f4"),
    voice("espeak-pt-br-m2", "Pedro", "male", "pt-BR", "pt-br+m2"),
  ],
  polly: [
    voice("polly-joanna", "Joanna", "female", "en-US", "Joanna"),
    voice("polly-matthew", "Matthew", "male", "en-US", "Matthew"),
    voice("polly-amy", "Amy", "female", "en-GB", "Amy"),
    voice("polly-brian", "Brian", "male", "en-GB", "Brian"),
    voice("polly-vicki", "Vicki", "female", "de-DE", "Vicki"),
    voice("polly-daniel", "Daniel", "male", "de-DE", "Daniel"),
    voice("polly-lea", "Léa", "female", "fr-FR", "Lea"),
    voice("polly-remi", "Rémi", "male", "fr-FR", "Remi"),
    voice("polly-lucia", "Lucia", "female", "es-ES", "Lucia"),
    voice("polly-sergio", "Sergio", "male", "es-ES", "Sergio"),
    voice("polly-bianca", "Bianca", "female", "it-IT", "Bianca"),
    voice("polly-camila", "Camila", "female", "pt-BR", "Camila"),
  ],
} satisfies Record<string, NarratorVoice[]>;

const sampleLines: Record<string, (name: string) => string> = {
  en: (name) => `Hi, I'm ${name}. I can turn your latest blog post into a short video.`,
  de: (name) => `Hallo, ich bin ${name}. Ich mache aus Ihrem neuesten Blogartikel ein kurzes Video.`,
  fr: (name) => `Bonjour, je suis ${name}. Je transforme votre dernier article en une courte vidéo.`,
  es: (name) => `Hola, soy ${name}. Convierto tu última entrada del blog en un vídeo corto.`,
  it: (name) => `Ciao, sono ${name}. Trasformo il tuo ultimo articolo in un breve video.`,
  pt: (name) => `Olá, eu sou ${name}. Transformo o seu último post em um vídeo curto.`,
};

const sampleKey = (voiceId: string) => `voices/${voiceId}.mp3`;

/** The voices the configured speech engine offers. */
function catalogue(): NarratorVoice[] {
  const choice = speechChoice();
  if (choice.adapter === "misconfigured") throw new Error(choice.reason);
  return catalogues[choice.adapter];
}

// A sample being made, per voice: requests that arrive meanwhile wait for it instead of making their own.
const making = new Map<string, Promise<StoredFile>>();

async function makeSample(narrator: NarratorVoice): Promise<StoredFile> {
  const line = sampleLines[narrator.language.split("-")[0]!]!(narrator.name);
  const body = await Speech.sample({ text: line, voiceId: narrator.engineVoice });
  // S3 shows an object only once all of it is written; a sample made at the same time elsewhere is the same sound.
  await Media.put(sampleKey(narrator.voice_id), body, "audio/mpeg");
  return { body, contentType: "audio/mpeg" };
}

export namespace Voices {
  export const list = (): Voice[] =>
    catalogue().map(({ voice_id, name, gender, language }) => ({ voice_id, name, gender, language, voice_url: `${VOICE_FILES_ROUTE}/${voice_id}.mp3` }));

  export const find = (voiceId: string): NarratorVoice | undefined => catalogue().find((narrator) => narrator.voice_id === voiceId);

  /** A voice's spoken sample as `<voice_id>.mp3`: made and stored on the first request, read from storage after. Unknown names do no work. */
  export async function sample(file: string): Promise<StoredFile | undefined> {
    const narrator = file.endsWith(".mp3") ? find(file.slice(0, -".mp3".length)) : undefined;
    if (!narrator) return undefined;
    const stored = await Media.get(sampleKey(narrator.voice_id));
    if (stored) return stored;
    let pending = making.get(narrator.voice_id);
    if (!pending) {
      pending = makeSample(narrator).finally(() => making.delete(narrator.voice_id));
      making.set(narrator.voice_id, pending);
    }
    return pending;
  }
}
