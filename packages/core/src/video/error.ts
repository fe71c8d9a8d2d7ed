import { VisibleError, type ErrorKind } from "../error";

/** A video that could not be made: the message is for the site owner, `log` keeps ffmpeg's last words for us. */
export class VideoError extends VisibleError {
  constructor(
    kind: ErrorKind,
    code: string,
    reason: string,
    public readonly log = "",
  ) {
    super(kind, code, `The video could not be rendered: ${reason}`);
    this.name = "VideoError";
  }
}
