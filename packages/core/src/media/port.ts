export interface StoredFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** File storage by key. */
export interface StoragePort {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Streams a local file up, so a video is never held in memory whole. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** A URL that reads the file without credentials until it expires: what a <video> element or Instagram fetches. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
  /** `undefined` when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  removePrefix(prefix: string): Promise<void>;
}
