import { QueryCommand, BatchWriteItemCommand, type AttributeValue } from "@aws-sdk/client-dynamodb";
import type { EntityItem } from "electrodb";
import { useUserId } from "../actor";
import { dynamo, tableName } from "../db/client";
import { runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { Media } from "../media";
import { scheduleItem } from "../report/plan";
import { ReportScheduleEntity } from "../report/schedule.entity";
import { sniffImage } from "../media/image";
import { createId } from "../util/id";
import { AVATAR_MAX_BYTES, type Profile } from "./schema";
import { UserEmailEntity, UserEntity } from "./user.entity";

export type UserRecord = EntityItem<typeof UserEntity>;

export const AVATAR_ROUTE = "/api/files/avatars";

/** Deletes up to 25 keys, retrying whatever DynamoDB leaves unprocessed under load. */
async function deleteBatch(keys: Record<string, AttributeValue>[]) {
  let requests = keys.map((Key) => ({ DeleteRequest: { Key } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    const result = await dynamo.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }));
    requests = (result.UnprocessedItems?.[tableName] ?? []).flatMap((item) =>
      item.DeleteRequest?.Key ? [{ DeleteRequest: { Key: item.DeleteRequest.Key } }] : [],
    );
  }
}

export namespace User {
  export const notFound = () => new VisibleError("not_found", "user_not_found", "Account not found");

  export async function fromId(userId: string): Promise<UserRecord | undefined> {
    const result = await UserEntity.get({ userId }).go();
    return result.data ?? undefined;
  }

  export async function fromEmail(email: string): Promise<UserRecord | undefined> {
    const link = await UserEmailEntity.get({ email: email.toLowerCase() }).go();
    if (!link.data) return;
    return fromId(link.data.userId);
  }

  /** Creates the account and claims its email in one transaction; returns undefined when the email is taken. */
  export async function create(input: {
    email: string;
    firstName: string;
    lastName: string;
    companyName: string;
    passwordHash: string;
    emailVerified?: boolean;
    timeZone?: string;
  }): Promise<UserRecord | undefined> {
    const userId = createId("user");
    const result = await runTransaction(
      { UserEntity, UserEmailEntity, ReportScheduleEntity },
      (entities) => [
        entities.UserEmailEntity.create({ email: input.email, userId }).commit(),
        entities.UserEntity.create({ userId, ...input }).commit(),
        entities.ReportScheduleEntity.put(scheduleItem(userId, input.timeZone ?? "UTC")).commit(),
      ],
      { names: ["emailClaim", "user", "reportSchedule"] },
    );
    if (!result.ok) return;
    return fromId(userId);
  }

  export function toProfile(user: UserRecord): Profile {
    return {
      id: user.userId,
      first_name: user.firstName,
      last_name: user.lastName,
      fullname: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      pending_email: user.pendingEmail ?? null,
      company_name: user.companyName ?? "",
      company: user.companyName ?? "",
      avatar_url: user.avatarKey ? `${AVATAR_ROUTE}/${user.avatarKey.replace(/^avatars\//, "")}` : null,
      two_fa_enabled: Boolean(user.twoFactorEnabled),
      recovery_codes_remaining: user.recoveryCodes?.length ?? 0,
      role: user.role ?? "user",
      created_at: new Date(user.createdAt).toISOString(),
      time_zone: user.timeZone ?? "UTC",
      weekly_report: user.weeklyReport !== false,
    };
  }

  export async function profile(): Promise<Profile> {
    const user = await fromId(useUserId());
    if (!user) throw notFound();
    return toProfile(user);
  }

  /** Changes the names; the email changes only through a confirmed link (auth/email-change). */
  export async function rename(userId: string, names: { firstName: string; lastName: string; companyName: string }) {
    await UserEntity.patch({ userId }).set(names).go();
  }

  /** The weekly report's settings: its switch and the zone whose Monday it is sent on. */
  export async function setReportSettings(userId: string, settings: { weeklyReport?: boolean; timeZone?: string }) {
    const changes = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length) await UserEntity.patch({ userId }).set(changes).go();
  }

  /** Stores a new avatar image (checked by content, at most 2 MB) and removes the previous one. */
  export async function setAvatar(bytes: Uint8Array): Promise<Profile> {
    const userId = useUserId();
    if (bytes.byteLength > AVATAR_MAX_BYTES) {
      throw new VisibleError("too_large", "file_too_large", "File is too large. Maximum size is 2MB.");
    }
    const type = sniffImage(bytes);
    if (!type) throw new VisibleError("input", "invalid_image", "Please choose an image file (PNG, JPEG, GIF or WebP).");
    const user = await fromId(userId);
    if (!user) throw notFound();
    const key = `avatars/${userId}/${createId("avatar")}.${type.extension}`;
    await Media.put(key, bytes, type.mime);
    await UserEntity.patch({ userId }).set({ avatarKey: key }).go();
    if (user.avatarKey) await Media.removePrefix(user.avatarKey);
    return profile();
  }

  export async function avatar(path: string) {
    if (!/^usr_[a-z0-9]+\/avt_[a-z0-9]+\.(png|jpg|gif|webp)$/.test(path)) return;
    return Media.get(`avatars/${path}`);
  }

  /** Deletes the account's files, then every item in its partition, and the account itself last so a failure can be retried. */
  export async function remove(userId: string) {
    const user = await fromId(userId);
    if (!user) return;
    await Media.removePrefix(`avatars/${userId}/`);
    const key = UserEntity.get({ userId }).params<{ Key: { pk: string; sk: string } }>().Key;
    let start: Record<string, AttributeValue> | undefined;
    do {
      const page = await dynamo.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: "pk = :pk",
          ExpressionAttributeValues: { ":pk": { S: key.pk } },
          ProjectionExpression: "pk, sk",
          ExclusiveStartKey: start,
        }),
      );
      const others = (page.Items ?? []).filter((item) => item.sk?.S !== key.sk);
      for (let i = 0; i < others.length; i += 25) await deleteBatch(others.slice(i, i + 25));
      start = page.LastEvaluatedKey;
    } while (start);
    await UserEmailEntity.delete({ email: user.email }).go();
    await UserEntity.delete({ userId }).go();
  }
}
