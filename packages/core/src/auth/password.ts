import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

// Verified against when no account matches, so unknown emails take as long as wrong passwords.
const decoy = hash("decoy-password-for-timing", options);

export namespace Password {
  export function create(password: string): Promise<string> {
    return hash(password, options);
  }

  export async function check(password: string, passwordHash: string | undefined): Promise<boolean> {
    if (!passwordHash) {
      await verify(await decoy, password);
      return false;
    }
    return verify(passwordHash, password);
  }
}
