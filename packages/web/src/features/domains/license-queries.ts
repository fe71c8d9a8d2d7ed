import type { DomainSummary } from "@sitecrew/core/site/schema";
import { api, apiFile } from "../../lib/api";
import { filenameFromDisposition } from "../../lib/download";
import { DEFAULT_PLUGIN_FILENAME } from "../onboarding/onboarding";

/** Adds the domain to the account with a fresh licence key. */
export const createLicense = (domainName: string) =>
  api<{ data: DomainSummary }>("/license/create", { json: { domain_name: domainName } }).then((answer) => answer.data);

/** A new key for the domain; the old one stops working and the plugin must reconnect. */
export const regenerateLicense = (domainId: string) =>
  api<{ data: DomainSummary }>("/license/regenerate", { json: { domain_id: domainId } }).then((answer) => answer.data);

/** Whether the plugin has connected with this key. */
export const verifyLicense = (licenseKey: string) =>
  api<{ is_valid: boolean }>("/license/is-verify", { json: { license_key: licenseKey } }).then(
    (answer) => answer.is_valid === true,
  );

export async function downloadPlugin(): Promise<{ blob: Blob; filename: string }> {
  const { blob, disposition } = await apiFile("/download-plugin");
  return { blob, filename: filenameFromDisposition(disposition, DEFAULT_PLUGIN_FILENAME) };
}
