import { RunFailure } from "../job/failure";

/** A picture the image provider did not deliver; `reason` is a sentence a site owner can act on, shown in the run's step. */
export class ImageProviderError extends RunFailure {
  constructor(reason: string) {
    super(reason);
    this.name = "ImageProviderError";
  }
}

/** An image model behind one call: the prompt in, the picture's bytes out (any format; the caller checks and fits it). */
export interface ImageProvider {
  /** How the run's step names it, e.g. "Kie.ai flux-kontext-pro". */
  label: string;
  picture(prompt: string): Promise<Buffer>;
}

export const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);
