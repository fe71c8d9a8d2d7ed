import { ulid } from "ulid";

const prefixes = {
  user: "usr",
  ledger: "led",
  avatar: "avt",
  domain: "dom",
  challenge: "chl",
} as const;

export function createId(kind: keyof typeof prefixes): string {
  return `${prefixes[kind]}_${ulid().toLowerCase()}`;
}
