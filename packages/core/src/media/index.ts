import type { S3Client } from "@aws-sdk/client-s3";
import { Resource } from "sst";

let client: Promise<{ s3: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | undefined;

// Loaded on first use: most requests never touch a file.
function loadS3() {
  client ??= import("@aws-sdk/client-s3").then((sdk) => ({
    sdk,
    s3: new sdk.S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) }),
  }));
  return client;
}

export namespace Media {
  export async function put(key: string, body: Uint8Array, contentType: string) {
    const { s3, sdk } = await loadS3();
    await s3.send(new sdk.PutObjectCommand({ Bucket: Resource.Avatars.name, Key: key, Body: body, ContentType: contentType }));
  }

  export async function get(key: string) {
    const { s3, sdk } = await loadS3();
    try {
      const result = await s3.send(new sdk.GetObjectCommand({ Bucket: Resource.Avatars.name, Key: key }));
      if (!result.Body) return;
      return { body: new Uint8Array(await result.Body.transformToByteArray()), contentType: result.ContentType ?? "application/octet-stream" };
    } catch (error) {
      if (error instanceof Error && (error.name === "NoSuchKey" || error.name === "NotFound")) return;
      throw error;
    }
  }

  export async function removePrefix(prefix: string) {
    const { s3, sdk } = await loadS3();
    let token: string | undefined;
    do {
      const page = await s3.send(
        new sdk.ListObjectsV2Command({ Bucket: Resource.Avatars.name, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      for (const key of keys) {
        await s3.send(new sdk.DeleteObjectCommand({ Bucket: Resource.Avatars.name, Key: key.Key }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
