import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, configureApi, messageOf, NO_RESPONSE_MESSAGE, read } from "./api";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("api", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  const sent = (call: number) => {
    const [url, init] = fetchMock.mock.calls[call]!;
    return { url, init, headers: new Headers(init?.headers) };
  };

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
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: { credits_balance: 3 } })));
    await expect(read(api.balance.$get())).resolves.toEqual({ data: { credits_balance: 3 } });
    await api.auth.login.$post({ json: { email: "a@b.c" } });

    const { url, init, headers } = sent(1);
    expect(url).toBe("/api/auth/login");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"email":"a@b.c"}');
    expect(headers.get("authorization")).toBe("Bearer tok_1");
    expect(headers.get("content-type")).toBe("application/json");
  });

  it("puts path parameters and query fields in the URL, leaving out an empty search", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: null })));
    await api.domain[":id"].$delete({ param: { id: "dom_1" } });
    await api.domain.$get({ query: { page: "2", limit: "10", search: undefined } });

    expect(sent(0).url).toBe("/api/domain/dom_1");
    expect(sent(0).init?.method).toBe("DELETE");
    expect(sent(1).url).toBe("/api/domain?page=2&limit=10");
  });

  it("uploads a file as multipart form data", async () => {
    fetchMock.mockResolvedValue(json(200, { data: {}, message: "Avatar updated successfully!" }));
    const avatar = new File([new Uint8Array([1, 2, 3])], "me.png", { type: "image/png" });
    await api["update-avatar"].$put({ form: { avatar } });

    const { init, headers } = sent(0);
    expect(init?.method).toBe("PUT");
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get("avatar")).toBeInstanceOf(File);
    // The browser sets the multipart boundary itself.
    expect(headers.get("content-type")).toBeNull();
  });

  it("turns an error body into an ApiError with fields", async () => {
    fetchMock.mockResolvedValue(json(409, { code: "email_taken", message: "This email address is already in use", fields: { email: "taken" } }));
    const error = await api["update-profile"].$put({ json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "email_taken", fields: { email: "taken" } });
    expect(messageOf(error, "Failed to update profile.")).toBe("This email address is already in use");
  });

  it("reports a network failure as no response", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await api.auth.login.$post({ json: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: NO_RESPONSE_MESSAGE });
  });

  it("reports a gateway answering for a server that is down as no response", async () => {
    fetchMock.mockResolvedValue(new Response("Bad Gateway", { status: 502 }));
    const error = await api["get-profile"].$get().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: "no_response", message: NO_RESPONSE_MESSAGE });
  });

  it("lets a cancelled call fail as cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException("The operation was aborted.", "AbortError"));
    const error = await api.balance.$get(undefined, { init: { signal: controller.signal } }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(sent(0).init?.signal).toBe(controller.signal);
  });

  it("falls back to the screen's text when the server gives no message", async () => {
    fetchMock.mockResolvedValue(new Response("<html>oops</html>", { status: 500 }));
    const error = await api.auth.login.$post({ json: {} }).catch((e: unknown) => e);
    expect(messageOf(error, "An unknown error occurred.")).toBe("An unknown error occurred.");
  });

  it("signals a lost session only for authenticated calls", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(401, { code: "unauthorized", message: "expired" })));
    await api.auth.login.$post({ json: {} }).catch(() => {});
    await api["2fa"].validate.$post({ json: {} }).catch(() => {});
    expect(onUnauthorized).not.toHaveBeenCalled();

    await api["get-profile"].$get().catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("returns a download's bytes and its Content-Disposition, and errors like any call", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: { "content-type": "application/zip", "content-disposition": 'attachment; filename="a.zip"' },
      }),
    );
    const file = await api["download-plugin"].$get();
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="a.zip"');

    fetchMock.mockResolvedValueOnce(json(404, { code: "not_found", message: "No plugin build" }));
    await expect(api["download-plugin"].$get()).rejects.toMatchObject({ status: 404, message: "No plugin build" });
  });
});
