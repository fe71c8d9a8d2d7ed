import { randomToken, sha256 } from "../util/crypto";

/** 256 random bits; the prefix lets people (and secret scanners) recognise one. */
export function newLicenseKey() {
  const key = `sck_${randomToken()}`;
  return { licenseKey: key, licenseHash: hashLicense(key) };
}

export const hashLicense = (key: string) => sha256(key.trim());
