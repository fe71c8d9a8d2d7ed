import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateQueueCommand, DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import { Hono } from "hono";
import { Resource } from "sst";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { refreshDue } from "../../packages/core/src/instagram";
import { InstagramAccountEntity } from "../../packages/core/src/instagram/account.entity";
import { InstagramAuth } from "../../packages/core/src/instagram/oauth";
import { unsealToken } from "../../packages/core/src/instagram/token";
import { Job } from "../../packages/core/src/job";
import { RunEntity } from "../../packages/core/src/job/run.entity";
import { Media } from "../../packages/core/src/media";
import { SocialContentEntity, type SocialContentStatus } from "../../packages/core/src/social/content.entity";
import { loadContent } from "../../packages/core/src/social/content-status";
import { socialVideoKey } from "../../packages/core/src/social/counters";
import { SocialPublish } from "../../packages/core/src/social/publish";
import { createId } from "../../packages/core/src/util/id";
import { runProcess } from "../../packages/core/src/util/process";
import { apiApp } from "../../packages/functions/src/api/app";
import { instagramRoutes } from "../../packages/functions/src/api/areas/instagram";
import { socialPublishRoutes } from "../../packages/functions/src/agents/social/publish-routes";
import { type InstagramDouble, startInstagramDouble } from "../../packages/functions/src/local/doubles/instagram";
import { addDomain } from "../support/domains";
import { registeredUser } from "../support/users";

const api = apiApp(new Hono().route("/", instagramRoutes).route("/", socialPublishRoutes));
const FAST = { pollMs: 50, timeoutMs: 20_000 };
const RECONNECT = "Reconnect this Instagram account on your profile first.";

let instagram: InstagramDouble;
let scratch: string;
let reel: string;
let landscape: string;
let sqs: SQSClient;
let runQueueUrl: string;
const resources = Resource as unknown as Record<string, unknown>;
const sharedRunQueue = resources.RunQueue;

async function request(method: string, path: string, options: { token?: string; cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await api.request(`/api${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body, headers: response.headers };
}

let igCounter = 0;
/** A fresh owner with a domain, signed in at the double as an Instagram account of their own. */
async function owner() {
  const user = await registeredUser();
  const domain = await addDomain(user.token, `shop-${createId("run").slice(-10)}.example`);
  igCounter++;
  const account = { igUserId: `178414${Date.now()}${igCounter}`, username: `greenthumbs_${igCounter}` };
  return { ...user, domainId: domain.id, account };
}

/** The auth URL and the state cookie it leaves in the asking browser. */
async function authUrl(token: string, domainId: string) {
  const reply = await request("GET", `/instagram/auth-url/${domainId}`, { token });
  expect(reply.status).toBe(200);
  const cookie = reply.headers.get("set-cookie")!.split(";")[0]!;
  return { url: reply.body.url as string, cookie };
}

/** Opens the consent page and presses one of its buttons; answers where Instagram sends the browser. */
async function consent(url: string, decision: "allow" | "cancel") {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(
      name!,
      value!.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    );
  }
  form.set("decision", decision);
  const answer = await fetch(new URL("/oauth/authorize", url), { method: "POST", body: form, redirect: "manual" });
  expect(answer.status).toBe(302);
  return { html, location: new URL(answer.headers.get("location")!) };
}

/** The popup's callback page, and the message it hands the dashboard. */
async function callback(location: URL, cookie?: string) {
  expect(location.origin + location.pathname).toBe("http://localhost:3000/api/instagram/callback");
  const reply = await request("GET", `${location.pathname.replace(/^\/api/, "")}${location.search}`, { cookie });
  const match = (reply.body as string).match(/<script type="application\/json" id="instagram-result" data-origin="([^"]*)">([\s\S]*?)<\/script>/);
  expect(match).not.toBeNull();
  return { status: reply.status, html: reply.body as string, origin: match![1], message: JSON.parse(match![2]!) };
}

async function connect(user: Awaited<ReturnType<typeof owner>>) {
  instagram.signInAs(user.account);
  const { url, cookie } = await authUrl(user.token, user.domainId);
  const { location } = await consent(url, "allow");
  const page = await callback(location, cookie);
  expect(page.message.type).toBe("INSTAGRAM_AUTH_SUCCESS");
  return page.message.account as { instagram_id: string; username: string; picture_url: string; status: string };
}

/** A finished video of the owner's domain, its file in storage, as the video run leaves it. */
async function video(user: { userId: string; domainId: string }, file: string, status: SocialContentStatus = "done") {
  const contentId = createId("socialContent");
  const videoKey = socialVideoKey(user.domainId, contentId);
  await Media.putFile(videoKey, file, "video/mp4");
  await SocialContentEntity.create({
    userId: user.userId,
    contentId,
    agentId: createId("socialAgent"),
    domainId: user.domainId,
    runId: createId("run"),
    postId: 42,
    postTitle: "Five herbs that thrive on a balcony",
    searchTitle: "five herbs that thrive on a balcony",
    status,
    language: "en-US",
    model: "veo3_fast",
    withSubtitle: false,
    videoKey,
    durationMs: 4000,
  }).go();
  return contentId;
}

/** Takes the run's message off the queue and hands it to the run worker's handling. */
async function nextRunMessage() {
  for (let attempt = 0; attempt < 10; attempt++) {
    const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: runQueueUrl, MaxNumberOfMessages: 1, WaitTimeSeconds: 1 }));
    const message = Messages?.[0];
    if (message) {
      await sqs.send(new DeleteMessageCommand({ QueueUrl: runQueueUrl, ReceiptHandle: message.ReceiptHandle! }));
      return JSON.parse(message.Body!) as { userId: string; runId: string };
    }
  }
  throw new Error("no run message");
}

const work = (body: unknown) => Job.handle(body, { instagram_publish: (progress) => SocialPublish.execute(progress, FAST) });

async function publish(user: { token: string; userId: string }, instagramId: string, contentId: string) {
  const started = await request("POST", `/social-agent/instagram/${instagramId}`, {
    token: user.token,
    body: { contentId, postTitle: "ignored", video: "https://example.test/ignored.mp4" },
  });
  expect(started.status).toBe(202);
  const message = await nextRunMessage();
  await work(message);
  const { data: run } = await RunEntity.get({ userId: user.userId, runId: message.runId }).go();
  return { started: started.body.data, message, run: run!, content: (await loadContent(user.userId, contentId))! };
}

beforeAll(async () => {
  instagram = await startInstagramDouble();
  delete process.env.INSTAGRAM_APP_ID;
  process.env.INSTAGRAM_API_URL = instagram.url;
  scratch = await mkdtemp(join(tmpdir(), "sitecrew-instagram-"));
  reel = join(scratch, "reel.mp4");
  landscape = join(scratch, "landscape.mp4");
  const make = (size: string, out: string) =>
    runProcess("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      `color=c=green:s=${size}:d=4`,
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440:duration=4",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-shortest",
      out,
    ]);
  await make("1080x1920", reel);
  await make("640x360", landscape);
  // The publish runs go to a queue of this file's own, and the test hands each message to the run
  // worker's handling itself, with a short polling interval.
  sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
  const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: `sitecrew-instagram-runs-${Date.now()}`, Attributes: { VisibilityTimeout: "300" } }));
  runQueueUrl = QueueUrl!;
  resources.RunQueue = { url: runQueueUrl, type: "sst.aws.Queue" };
}, 120_000);

afterAll(async () => {
  // The files after this one in the worker's process send their runs to the run workers again.
  resources.RunQueue = sharedRunQueue;
  await instagram?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("connecting an Instagram account", () => {
  it("goes from the auth URL through the consent page to a stored account with its token sealed", async () => {
    const user = await owner();
    instagram.signInAs(user.account);
    const { url, cookie } = await authUrl(user.token, user.domainId);
    const authorize = new URL(url);
    expect(authorize.origin + authorize.pathname).toBe(`${instagram.url}/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: "1000000000000001",
      redirect_uri: "http://localhost:3000/api/instagram/callback",
      response_type: "code",
      scope: "instagram_business_basic,instagram_business_content_publish",
    });
    expect(cookie).toMatch(/^sitecrew_instagram_state=/);

    const { html, location } = await consent(url, "allow");
    expect(html).toContain(`@${user.account.username}`);
    expect(html).toContain("SiteCrew (local)");
    expect(html).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="cancel">Cancel<\/button>/);
    expect(location.searchParams.get("state")).toBe(authorize.searchParams.get("state"));

    const page = await callback(location, cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("<h1>Instagram connected</h1>");
    expect(page.html).toContain('<script src="/api/instagram/callback.js"></script>');
    expect(page.html).not.toMatch(/<script>/);
    expect(page.origin).toBe("http://localhost:3000");
    expect(page.message).toEqual({
      type: "INSTAGRAM_AUTH_SUCCESS",
      account: {
        instagram_id: expect.stringMatching(/^iga_[0-9a-z]{26}$/),
        username: user.account.username,
        picture_url: expect.any(String),
        status: "connected",
      },
    });

    // The picture is a copy kept in the files bucket, shown by a presigned link (the dashboard's CSP allows that origin only).
    const picture = await fetch(page.message.account.picture_url);
    expect(new URL(page.message.account.picture_url).origin).toBe(new URL(String(process.env.AWS_ENDPOINT_URL_S3)).origin);
    expect(picture.headers.get("content-type")).toBe("image/svg+xml");
    expect(await picture.text()).toContain("<svg");

    const listed = await request("GET", `/instagram/accounts/${user.domainId}`, { token: user.token });
    expect(listed.body).toEqual({ data: [{ ...page.message.account, picture_url: expect.stringContaining(page.message.account.instagram_id) }] });

    const { data: stored } = await InstagramAccountEntity.get({ userId: user.userId, accountId: page.message.account.instagram_id }).go();
    const token = unsealToken(stored!.tokenSealed);
    expect(token).toMatch(/^IGQWL/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.tokenExpiresAt - stored!.tokenIssuedAt).toBe(60 * 24 * 60 * 60 * 1000);

    const script = await request("GET", "/instagram/callback.js");
    expect(script.headers.get("content-type")).toContain("text/javascript");
    expect(script.body).toContain('window.opener.postMessage(JSON.parse(element.textContent || "{}"), element.getAttribute("data-origin"))');
  });

  it("updates the same link when the same account is connected again, and reads the token answer in either shape", async () => {
    const user = await owner();
    const first = await connect(user);
    const flat = await startInstagramDouble({ tokenAnswer: "flat", account: user.account });
    process.env.INSTAGRAM_API_URL = flat.url;
    try {
      const { url, cookie } = await authUrl(user.token, user.domainId);
      const { location } = await consent(url, "allow");
      const again = await callback(location, cookie);
      expect(again.message.account.instagram_id).toBe(first.instagram_id);
    } finally {
      process.env.INSTAGRAM_API_URL = instagram.url;
      await flat.stop();
    }
    const listed = await request("GET", `/instagram/accounts/${user.domainId}`, { token: user.token });
    expect(listed.body.data.map((account: { instagram_id: string }) => account.instagram_id)).toEqual([first.instagram_id]);
  });

  it("refuses a forged, reused or expired state, and one brought back to another browser", async () => {
    const user = await owner();
    instagram.signInAs(user.account);
    const refused = "This Instagram sign-in is no longer valid. Please connect the account again.";

    const forged = await authUrl(user.token, user.domainId);
    const { location: forgedLocation } = await consent(forged.url, "allow");
    forgedLocation.searchParams.set("state", "forged-state");
    const forgedPage = await callback(forgedLocation, "sitecrew_instagram_state=forged-state");
    expect(forgedPage.message).toEqual({ type: "INSTAGRAM_AUTH_ERROR", error: refused });
    expect(forgedPage.html).toContain("<h1>Instagram was not connected</h1>");

    // Another owner's browser holds only its own state: the first owner's sign-in links nothing there.
    const other = await owner();
    const othersBrowser = await authUrl(other.token, other.domainId);
    const mine = await authUrl(user.token, user.domainId);
    const { location } = await consent(mine.url, "allow");
    expect((await callback(location, othersBrowser.cookie)).message).toEqual({ type: "INSTAGRAM_AUTH_ERROR", error: refused });
    expect((await callback(location)).message).toEqual({ type: "INSTAGRAM_AUTH_ERROR", error: refused });
    expect((await request("GET", `/instagram/accounts/${other.domainId}`, { token: other.token })).body.data).toEqual([]);

    // In the browser that asked for it the state still works, once.
    expect((await callback(location, mine.cookie)).message.type).toBe("INSTAGRAM_AUTH_SUCCESS");
    expect((await callback(location, mine.cookie)).message).toEqual({ type: "INSTAGRAM_AUTH_ERROR", error: refused });

    const late = await authUrl(user.token, user.domainId);
    const { location: lateLocation } = await consent(late.url, "allow");
    const state = lateLocation.searchParams.get("state")!;
    const query = { code: lateLocation.searchParams.get("code")!, state };
    expect(await InstagramAuth.complete(query, state, Date.now() + 11 * 60_000)).toEqual({ ok: false, error: refused });

    // No auth URL for someone else's domain.
    expect((await request("GET", `/instagram/auth-url/${other.domainId}`, { token: user.token })).status).toBe(404);
  });

  it("reports a cancelled consent as an error", async () => {
    const user = await owner();
    instagram.signInAs(user.account);
    const { url, cookie } = await authUrl(user.token, user.domainId);
    const { location } = await consent(url, "cancel");
    expect(location.searchParams.get("error")).toBe("access_denied");
    const page = await callback(location, cookie);
    expect(page.message).toEqual({ type: "INSTAGRAM_AUTH_ERROR", error: "The Instagram connection was cancelled." });
    expect((await request("GET", `/instagram/accounts/${user.domainId}`, { token: user.token })).body.data).toEqual([]);
  });

  it("answers 404 for another owner's domain and account; unlinks one's own", async () => {
    const user = await owner();
    const account = await connect(user);
    const stranger = await owner();
    const notFound = { code: "not_found", message: "Instagram account not found" };
    expect((await request("GET", `/instagram/accounts/${user.domainId}`, { token: stranger.token })).status).toBe(404);
    const theirs = await request("DELETE", `/instagram/accounts/${account.instagram_id}`, { token: stranger.token });
    expect(theirs).toMatchObject({ status: 404, body: notFound });
    expect((await request("GET", "/instagram/accounts/" + user.domainId)).status).toBe(401);

    const unlinked = await request("DELETE", `/instagram/accounts/${account.instagram_id}`, { token: user.token });
    expect(unlinked).toMatchObject({ status: 200, body: { data: { instagram_id: account.instagram_id } } });
    expect((await request("GET", `/instagram/accounts/${user.domainId}`, { token: user.token })).body.data).toEqual([]);
    expect((await request("DELETE", `/instagram/accounts/${account.instagram_id}`, { token: user.token })).body).toEqual(notFound);
  });
});

describe("token care", () => {
  it("refreshes a token within a week of expiry, and marks an account Instagram refuses for reconnection", async () => {
    const user = await owner();
    const account = await connect(user);
    const key = { userId: user.userId, accountId: account.instagram_id };
    const before = (await InstagramAccountEntity.get(key).go()).data!;

    await refreshDue(Date.now());
    expect((await InstagramAccountEntity.get(key).go()).data!.tokenSealed).toBe(before.tokenSealed);

    // Instagram refreshes only tokens at least a day old.
    instagram.ageTokens(2 * 24 * 60 * 60_000);
    const dueAt = before.tokenExpiresAt - 6 * 24 * 60 * 60_000;
    await refreshDue(dueAt);
    const refreshed = (await InstagramAccountEntity.get(key).go()).data!;
    expect(unsealToken(refreshed.tokenSealed)).not.toBe(unsealToken(before.tokenSealed));
    expect(refreshed).toMatchObject({ status: "connected", tokenIssuedAt: dueAt, tokenExpiresAt: dueAt + 60 * 24 * 60 * 60_000 });

    instagram.expireTokens();
    await refreshDue(refreshed.refreshAfter);
    expect((await InstagramAccountEntity.get(key).go()).data!.status).toBe("reconnect");
    const listed = await request("GET", `/instagram/accounts/${user.domainId}`, { token: user.token });
    expect(listed.body.data).toEqual([{ ...account, picture_url: expect.stringContaining(account.instagram_id), status: "reconnect" }]);

    await Credit.grant({ userId: user.userId, ledgerId: createId("ledger"), credits: 10 });
    const contentId = await video(user, reel);
    const refused = await request("POST", `/social-agent/instagram/${account.instagram_id}`, { token: user.token, body: { contentId } });
    expect(refused).toMatchObject({ status: 409, body: { message: RECONNECT } });
    expect((await loadContent(user.userId, contentId))!.status).toBe("done");

    // Connecting again mends it.
    const again = await connect(user);
    expect(again).toEqual({ ...account, picture_url: expect.stringContaining(account.instagram_id), status: "connected" });
  });

  it("fails a publish run whose token Instagram no longer accepts, and asks for reconnection", async () => {
    const user = await owner();
    const account = await connect(user);
    await Credit.grant({ userId: user.userId, ledgerId: createId("ledger"), credits: 10 });
    const contentId = await video(user, reel);
    instagram.expireTokens();
    const { run, content } = await publish(user, account.instagram_id, contentId);
    expect(run).toMatchObject({ status: "failed", error: RECONNECT });
    expect(content).toMatchObject({ status: "fail", error: RECONNECT });
    expect(await Credit.balance(user.userId)).toBe(10);
    expect((await request("GET", `/instagram/accounts/${user.domainId}`, { token: user.token })).body.data[0].status).toBe("reconnect");
  });
});

describe("publishing a video as a Reel", () => {
  it("publishes through the run: the content is published with Instagram's media id and permalink, paid once", async () => {
    const user = await owner();
    const account = await connect(user);
    await Credit.grant({ userId: user.userId, ledgerId: createId("ledger"), credits: 10 });
    const contentId = await video(user, reel);

    const { started, message, run, content } = await publish(user, account.instagram_id, contentId);
    expect(started).toMatchObject({ content_id: contentId, status: "uploading", instagram_id: account.instagram_id });
    expect(run).toMatchObject({ kind: "instagram_publish", status: "succeeded", creditsCaptured: 2 });
    // Activity names the run by the video's post.
    expect(run.input).toMatchObject({ post_title: "Five herbs that thrive on a balcony" });
    const media = instagram.media.filter((item) => item.igUserId === user.account.igUserId);
    expect(media).toHaveLength(1);
    // Sent without a caption: the one proposed from the post (this site is not connected: its title and hashtags from it).
    expect(media[0]!.caption).toBe("Five herbs that thrive on a balcony\n\n#herbs #thrive #balcony");
    expect(content).toMatchObject({
      status: "published",
      instagramMediaId: media[0]!.id,
      instagramPermalink: media[0]!.permalink,
      instagramAccountId: account.instagram_id,
    });
    expect(content.publishedAt).toBeGreaterThan(0);
    expect(content.videoKey).toBeTruthy();
    expect(await Credit.balance(user.userId)).toBe(8);

    // "View on Instagram": the double serves the Reel's page at the permalink it handed out.
    const page = await fetch(media[0]!.permalink);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`@${user.account.username}`);
    expect(html).toContain("#herbs #thrive #balcony");
    expect((await fetch(`${instagram.url}/reel/unknown/`)).status).toBe(404);

    // The same message again, twice at once: the run is finished, nothing is posted again.
    await Promise.all([work(message), work(message)]);
    expect(instagram.media.filter((item) => item.igUserId === user.account.igUserId)).toHaveLength(1);
    expect(await Credit.balance(user.userId)).toBe(8);
  });

  it("does the work once when two deliveries of one message arrive together", async () => {
    const user = await owner();
    const account = await connect(user);
    await Credit.grant({ userId: user.userId, ledgerId: createId("ledger"), credits: 10 });
    const contentId = await video(user, reel);
    const started = await request("POST", `/social-agent/instagram/${account.instagram_id}`, { token: user.token, body: { contentId } });
    expect(started.status).toBe(202);
    const message = await nextRunMessage();
    await Promise.all([work(message), work(message), work(message)]);
    expect(instagram.media.filter((item) => item.igUserId === user.account.igUserId)).toHaveLength(1);
    expect((await loadContent(user.userId, contentId))!.status).toBe("published");
  });

  it("fails with Instagram's reason when it cannot process the video; the video stays and the credits return", async () => {
    const user = await owner();
    const account = await connect(user);
    await Credit.grant({ userId: user.userId, ledgerId: createId("ledger"), credits: 10 });
    const contentId = await video(user, landscape);
    const reason = "Instagram could not process the video: The video is 640x360; Reels must be vertical.";
    const { run, content } = await publish(user, account.instagram_id, contentId);
    expect(run).toMatchObject({ status: "failed", error: reason, creditsCaptured: 0 });
    expect(content).toMatchObject({ status: "fail", error: reason });
    expect(content.videoKey).toBeTruthy();
    expect(await Credit.balance(user.userId)).toBe(10);

    // A failed video with its file can be published again; Instagram's own failure reads the same way.
    instagram.failNextContainer("The video's frame rate is above 60 fps.");
    const second = await publish(user, account.instagram_id, contentId);
    expect(second.content).toMatchObject({ status: "fail", error: "Instagram could not process the video: The video's frame rate is above 60 fps." });
    expect(instagram.media.filter((item) => item.igUserId === user.account.igUserId)).toHaveLength(0);
  });

  it("says so when the account's publishing limit is used up", async () => {
    const user = await owner();
    const account = await connect(user);
    await Credit.grant({ userId: user.userId, ledgerId: createId("ledger"), credits: 10 });
    const contentId = await video(user, reel);
    instagram.setQuotaUsage(user.account.igUserId, 100);
    const reason = "Instagram's publishing limit for this account is used up (100 posts in 24 hours). Try again later.";
    const { run, content } = await publish(user, account.instagram_id, contentId);
    expect(run).toMatchObject({ status: "failed", error: reason });
    expect(content).toMatchObject({ status: "fail", error: reason });
    expect(await Credit.balance(user.userId)).toBe(10);
  });

  it("proposes a caption from the post, sends the one the owner edited, and refuses one over Instagram's limits", async () => {
    const user = await owner();
    const account = await connect(user);
    await Credit.grant({ userId: user.userId, ledgerId: createId("ledger"), credits: 10 });
    const contentId = await video(user, reel);

    const proposed = await request("GET", `/social-content/${contentId}/caption`, { token: user.token });
    expect(proposed).toMatchObject({
      status: 200,
      body: { data: { caption: "Five herbs that thrive on a balcony\n\n#herbs #thrive #balcony", max_length: 2200, max_hashtags: 30 } },
    });
    const stranger = await owner();
    expect(await request("GET", `/social-content/${contentId}/caption`, { token: stranger.token })).toMatchObject({
      status: 404,
      body: { message: "Content not found" },
    });

    const post = (caption: unknown) => request("POST", `/social-agent/instagram/${account.instagram_id}`, { token: user.token, body: { contentId, caption } });
    expect(await post("x".repeat(2_201))).toMatchObject({ status: 400, body: { fields: { caption: "Caption must be at most 2,200 characters" } } });
    const tags = Array.from({ length: 31 }, (_, index) => `#herb${index}`).join(" ");
    expect(await post(`Herbs ${tags}`)).toMatchObject({ status: 400, body: { fields: { caption: "Caption can have at most 30 hashtags" } } });
    expect((await loadContent(user.userId, contentId))!.status).toBe("done");

    const mine = `Basil, thyme and mint on one sunny balcony.\n\n${"x".repeat(2_100)} #herbs`;
    expect((await post(`  ${mine}  `)).status).toBe(202);
    await work(await nextRunMessage());
    const media = instagram.media.filter((item) => item.igUserId === user.account.igUserId);
    expect(media.map((item) => item.caption)).toEqual([mine]);
  });

  it("checks the content, the account and the balance before anything starts", async () => {
    const user = await owner();
    const account = await connect(user);
    const contentId = await video(user, reel);
    const post = (instagramId: string, body: unknown, token = user.token) => request("POST", `/social-agent/instagram/${instagramId}`, { token, body });

    // Without credits: 402, and the content is as it was.
    const broke = await post(account.instagram_id, { contentId });
    expect(broke.status).toBe(402);
    expect((await loadContent(user.userId, contentId))!).toMatchObject({ status: "done" });
    expect((await loadContent(user.userId, contentId))!.publishRunId).toBeUndefined();
    await Credit.grant({ userId: user.userId, ledgerId: createId("ledger"), credits: 10 });

    expect(await post(account.instagram_id, {})).toMatchObject({ status: 400, body: { fields: { contentId: "contentId is required" } } });
    expect(await post(account.instagram_id, { contentId: createId("socialContent") })).toMatchObject({ status: 404, body: { message: "Content not found" } });
    expect(await post("iga_doesnotexist", { contentId })).toMatchObject({ status: 404, body: { message: "Instagram account not found" } });

    // Another owner's account, and an account of another of the owner's domains.
    const stranger = await owner();
    const theirs = await connect(stranger);
    expect(await post(theirs.instagram_id, { contentId })).toMatchObject({ status: 404, body: { message: "Instagram account not found" } });
    expect(await post(account.instagram_id, { contentId }, stranger.token)).toMatchObject({ status: 404, body: { message: "Content not found" } });
    const secondDomain = await addDomain(user.token, `second-${createId("run").slice(-10)}.example`);
    instagram.signInAs(user.account);
    const elsewhere = await authUrl(user.token, secondDomain.id);
    const linked = await callback((await consent(elsewhere.url, "allow")).location, elsewhere.cookie);
    expect(await post(linked.message.account.instagram_id, { contentId })).toMatchObject({ status: 404, body: { message: "Instagram account not found" } });

    const making = await video(user, reel, "processing");
    expect(await post(account.instagram_id, { contentId: making })).toMatchObject({
      status: 409,
      body: { message: "This video is still being made. Publish it when it is done." },
    });

    const started = await post(account.instagram_id, { contentId });
    expect(started.status).toBe(202);
    expect(await post(account.instagram_id, { contentId })).toMatchObject({
      status: 409,
      body: { message: "This video is being uploaded. Try again when it is done." },
    });
    await work(await nextRunMessage());
    expect((await loadContent(user.userId, contentId))!.status).toBe("published");
    // Published videos may be published again.
    expect((await post(account.instagram_id, { contentId })).status).toBe(202);
    await work(await nextRunMessage());
    expect(instagram.media.filter((item) => item.igUserId === user.account.igUserId)).toHaveLength(2);
  });
});
