import { randomInt } from "node:crypto";
import { sha256 } from "../util/crypto";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export namespace RecoveryCode {
  export function generate(): string[] {
    return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
      return `${chars.slice(0, 5)}-${chars.slice(5)}`;
    });
  }

  export function normalize(code: string): string {
    return code.toLowerCase().replace(/[\s-]/g, "");
  }

  export function hash(code: string): string {
    return sha256(`recovery:${normalize(code)}`);
  }

  export function looksLikeOne(code: string): boolean {
    return /^[a-z0-9]{10}$/.test(normalize(code));
  }
}
