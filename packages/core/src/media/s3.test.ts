import { writeFile, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { s3Storage } from "./s3";

/** An S3 endpoint that drops the connection of the first `drops` uploads, then stores them. */
function droppingS3(drops: number) {
  const stored = new Map<string, Buffer>();
  let dropped = 0;
  const server: Server = createServer((request, response) => {
    if (request.method === "PUT" && dropped < drops) {
      dropped++;
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      stored.set(decodeURIComponent(new URL(request.url!, "http://s3").pathname), Buffer.concat(chunks));
      response.writeHead(200, { etag: '"stored"' }).end();
    });
  });
  return {
    stored,
    dropped: () => dropped,
    listen: () => new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let scratch: string;
let file: string;
const CONTENT = "a rendered video, or any file too large to hold in memory";

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "s3-upload-"));
  file = join(scratch, "video.mp4");
  await writeFile(file, CONTENT);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(scratch, { recursive: true, force: true });
});

function storageAt(endpoint: string) {
  vi.stubEnv("AWS_ENDPOINT_URL_S3", endpoint);
  vi.stubEnv("AWS_REGION", "us-east-1");
  vi.stubEnv("AWS_ACCESS_KEY_ID", "test");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "test");
  return s3Storage({ bucket: "media", forcePathStyle: true });
}

describe("a file upload", () => {
  it("is sent again, the file opened afresh, when the endpoint drops its connection", async () => {
    const s3 = droppingS3(2);
    const storage = storageAt(await s3.listen());
    try {
      await storage.putFile("videos/run.mp4", file, "video/mp4");
      expect(s3.dropped()).toBe(2);
      expect(s3.stored.get("/media/videos/run.mp4")?.toString()).toContain(CONTENT);
    } finally {
      await s3.close();
    }
  });

  it("fails after three dropped connections rather than trying forever", async () => {
    const s3 = droppingS3(3);
    const storage = storageAt(await s3.listen());
    try {
      await expect(storage.putFile("videos/run.mp4", file, "video/mp4")).rejects.toThrow();
      expect(s3.dropped()).toBe(3);
      expect(s3.stored.size).toBe(0);
    } finally {
      await s3.close();
    }
  });
});
