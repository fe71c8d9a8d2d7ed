import * as writer from "./writer";

export { AiError } from "./error";
export { WrittenPost, type Authored, type BlogBrief, type Provider, type Scored, type WriteOptions } from "./schema";
export { DATA_NOT_INSTRUCTIONS } from "./prompt";

export namespace Writer {
  export const writePost = writer.writePost;
}

export namespace Ai {
  export const generate = writer.generate;
  export const configured = writer.configured;
  export const currentWriter = writer.currentWriter;
}
