export interface StoredFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** File storage by key. */
export interface StoragePort {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** `undefined` when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  removePrefix(prefix: string): Promise<void>;
}
