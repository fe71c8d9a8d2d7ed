import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, apiFile, configureApi, messageOf, NO_RESPONSE_MESSAGE } from "./api";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("api", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    configureApi({ bearer: () => "tok_1", onUnauthorized });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  it("sends JSON with the bearer token under /api", async () => {
    fetchMock.mockResolvedValue(json(200, { data: { credits_balance: 3 } }));
    await expect(api("/balance")).resolves.toEqual({ data: { credits_balance: 3 } });
    await api("/auth/login", { json: { email: "a@b.c" } });

    const [url, init] = fetchMock.mock.calls[1]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe("/api/auth/login");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"email":"a@b.c"}');
    expect(headers.get("authorization")).toBe("Bearer tok_1");
    expect(headers.get("content-type")).toBe("application/json");
  });

  it("turns an error body into an ApiError with fields", async () => {
    fetchMock.mockResolvedValue(
      json(409, { code: "email_taken", message: "This email address is already in use", fields: { email: "taken" } }),
    );
    const error = await api("/update-profile", { method: "PUT", json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "email_taken", fields: { email: "taken" } });
    expect(messageOf(error, "Failed to update profile.")).toBe("This email address is already in use");
  });

  it("reports a network failure as no response", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await api("/auth/login", { json: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: NO_RESPONSE_MESSAGE });
  });

  it("falls back to the screen's text when the server gives no message", async () => {
    fetchMock.mockResolvedValue(new Response("<html>oops</html>", { status: 500 }));
    const error = await api("/auth/login", { json: {} }).catch((e: unknown) => e);
    expect(messageOf(error, "An unknown error occurred.")).toBe("An unknown error occurred.");
  });

  it("signals a lost session only for authenticated calls", async () => {
    fetchMock.mockImplementation(async () => json(401, { code: "unauthorized", message: "expired" }));
    await api("/auth/login", { json: {} }).catch(() => {});
    await api("/2fa/validate", { json: {} }).catch(() => {});
    expect(onUnauthorized).not.toHaveBeenCalled();

    await api("/get-profile").catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("returns a download's bytes and its Content-Disposition, and errors like any call", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: { "content-type": "application/zip", "content-disposition": 'attachment; filename="a.zip"' },
      }),
    );
    const file = await apiFile("/download-plugin");
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(file.disposition).toBe('attachment; filename="a.zip"');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get("accept")).toBe("*/*");

    fetchMock.mockResolvedValueOnce(json(404, { code: "not_found", message: "No plugin build" }));
    await expect(apiFile("/download-plugin")).rejects.toMatchObject({ status: 404, message: "No plugin build" });
  });
});
