// Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

// A native module, loaded on first use so routes that never see a password do not pay for it.
let argon2: Promise<typeof import("@node-rs/argon2")> | undefined;
const load = () => (argon2 ??= import("@node-rs/argon2"));

// Verified against when no account matches, so unknown emails take as long as wrong passwords.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= load().then(({ hash }) => hash("decoy-password-for-timing", options)));

export namespace Password {
  export async function create(password: string): Promise<string> {
    const { hash } = await load();
    return hash(password, options);
  }

  export async function check(password: string, passwordHash: string | undefined): Promise<boolean> {
    const { verify } = await load();
    if (!passwordHash) {
      await verify(await decoyHash(), password);
      return false;
    }
    return verify(passwordHash, password);
  }
}
