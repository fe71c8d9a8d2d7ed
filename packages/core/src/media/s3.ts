import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { isDroppedConnection } from "../net/dropped-connection";
import type { StoragePort } from "./port";

// A file goes up as a stream, which the SDK cannot send twice, so it does not retry it: an upload whose connection
// was dropped (an idle keep-alive socket the endpoint closed just as the request went out) is sent again from here,
// the file opened afresh.
const FILE_UPLOAD_ATTEMPTS = 3;

/**
 * Files in one S3 bucket. The same adapter serves AWS and the local s3rver: only the endpoint
 * (from the SDK's own AWS_ENDPOINT_URL_S3) and path-style addressing differ.
 */
export function s3Storage(config: { bucket: string; forcePathStyle: boolean }): StoragePort {
  const s3 = new S3Client({ forcePathStyle: config.forcePathStyle });
  const Bucket = config.bucket;

  return {
    async put(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async putFile(key, path, contentType) {
      const { size } = await stat(path);
      for (let attempt = 1; ; attempt++) {
        try {
          await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(path), ContentLength: size, ContentType: contentType }));
          return;
        } catch (error) {
          if (attempt >= FILE_UPLOAD_ATTEMPTS || !isDroppedConnection(error)) throw error;
        }
      }
    },

    signedUrl: (key, expiresInSeconds) => getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: expiresInSeconds }),

    async get(key) {
      try {
        const result = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!result.Body) return;
        return { body: new Uint8Array(await result.Body.transformToByteArray()), contentType: result.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (error instanceof Error && (error.name === "NoSuchKey" || error.name === "NotFound")) return;
        throw error;
      }
    },

    async removePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
        for (const key of keys) {
          await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
