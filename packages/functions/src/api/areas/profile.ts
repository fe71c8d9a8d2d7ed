import { Auth, TwoFactor } from "@sitecrew/core/auth";
import { VisibleError } from "@sitecrew/core/error";
import { User } from "@sitecrew/core/user";
import { AVATAR_MAX_BYTES } from "@sitecrew/core/user/schema";
import { Hono } from "hono";
import { readJson, takesJson, uploadRoute } from "../request";
import { type SessionEnv, signedIn } from "../session";

const tooLarge = "File is too large. Maximum size is 2MB.";
// Multipart framing around the file itself.
const MULTIPART_OVERHEAD = 16 * 1024;

const signedInRoutes = signedIn(
  new Hono<SessionEnv>()
    .put("/update-avatar", uploadRoute<{ avatar: File }>(AVATAR_MAX_BYTES + MULTIPART_OVERHEAD, tooLarge), async (c) => {
      let avatar: unknown;
      try {
        avatar = (await c.req.parseBody())["avatar"];
      } catch {
        throw new VisibleError("input", "invalid_upload", "Please choose an image to upload.");
      }
      if (!(avatar instanceof File)) throw new VisibleError("input", "missing_file", "Please choose an image to upload.");
      if (avatar.size > AVATAR_MAX_BYTES) throw new VisibleError("too_large", "file_too_large", tooLarge);
      return c.json({ data: await User.setAvatar(new Uint8Array(await avatar.arrayBuffer())), message: "Avatar updated successfully!" }, 200);
    })
    .get("/get-profile", async (c) => c.json({ data: await User.profile() }, 200))
    .put("/update-profile", takesJson(Auth.updateProfile.schema), async (c) => c.json(await Auth.updateProfile.raw(await readJson(c)), 200))
    .delete("/pending-email", async (c) => c.json({ data: await Auth.cancelEmailChange() }, 200))
    .post("/2fa/enable", takesJson(TwoFactor.enable.schema), async (c) => c.json(await TwoFactor.enable.raw(await readJson(c)), 200))
    .post("/2fa/verify", takesJson(TwoFactor.verify.schema), async (c) => c.json(await TwoFactor.verify.raw(await readJson(c), c.get("session")), 200))
    .post("/2fa/disable", takesJson(TwoFactor.disable.schema), async (c) => c.json(await TwoFactor.disable.raw(await readJson(c), c.get("session")), 200))
    .post("/2fa/recovery-codes", takesJson(TwoFactor.regenerateRecoveryCodes.schema), async (c) =>
      c.json(await TwoFactor.regenerateRecoveryCodes.raw(await readJson(c)), 200),
    )
    .put("/change-password", takesJson(Auth.changePassword.schema), async (c) => {
      const token = await Auth.changePassword.raw(await readJson(c), c.get("session"));
      return c.json({ message: "Password changed successfully!", token }, 200);
    })
    .post("/delete-account", takesJson(Auth.deleteAccount.schema), async (c) => {
      await Auth.deleteAccount.raw(await readJson(c));
      return c.json({ message: "Your account has been deleted." }, 200);
    }),
);

export const profileRoutes = new Hono()
  .get("/files/avatars/:userId/:file", async (c) => {
    const file = await User.avatar(`${c.req.param("userId")}/${c.req.param("file")}`);
    if (!file) throw new VisibleError("not_found", "file_not_found", "File not found");
    return c.body(file.body, 200, {
      "content-type": file.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
  })
  .route("/", signedInRoutes);
