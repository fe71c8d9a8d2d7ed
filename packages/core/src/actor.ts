import { AsyncLocalStorage } from "node:async_hooks";
import { VisibleError } from "./error";

export type Actor =
  | { type: "user"; properties: { userId: string } }
  | { type: "system"; properties: Record<string, never> }
  | { type: "public"; properties: Record<string, never> };

const storage = new AsyncLocalStorage<Actor>();

export function withActor<R>(actor: Actor, fn: () => R): R {
  return storage.run(actor, fn);
}

export function useActor(): Actor {
  return storage.getStore() ?? { type: "public", properties: {} };
}

export function useUserId(): string {
  const actor = useActor();
  if (actor.type !== "user") throw new VisibleError("auth", "unauthorized", "Please sign in to continue.");
  return actor.properties.userId;
}
