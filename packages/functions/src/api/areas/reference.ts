import { Reference } from "@sitecrew/core/reference";
import { CreateWritingStyleInput } from "@sitecrew/core/reference/schema";
import { Hono } from "hono";
import { readJson, takesJson } from "../request";
import { type SessionEnv, signedIn } from "../session";

/** The agent forms' choices: zones, languages, frequencies and writing styles (keyword ideas are the blog agent's). */
export const referenceRoutes = new Hono().route(
  "/",
  signedIn(
    new Hono<SessionEnv>()
      .get("/reference/timezones", async (c) => c.json({ data: await Reference.timezones() }, 200))
      .get("/reference/Languages", (c) => c.json({ data: Reference.languages() }, 200))
      .get("/reference/writer", (c) => c.json({ data: Reference.writer() }, 200))
      .get("/frequency-options", (c) => c.json({ data: Reference.frequencies() }, 200))
      .get("/reference/writing-styles", async (c) => c.json({ data: await Reference.writingStyles() }, 200))
      .post("/writing-style", takesJson(CreateWritingStyleInput), async (c) =>
        c.json({ data: await Reference.createWritingStyle.raw(await readJson(c)) }, 201),
      ),
  ),
);
