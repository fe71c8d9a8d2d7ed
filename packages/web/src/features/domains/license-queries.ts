import { api, read } from "../../lib/api";
import { filenameFromDisposition } from "../../lib/download";
import { DEFAULT_PLUGIN_FILENAME } from "../onboarding/onboarding";

/** Adds the domain to the account with a fresh licence key. */
export const createLicense = (domainName: string) => read(api.license.create.$post({ json: { domain_name: domainName } })).then((answer) => answer.data);

/** A new key for the domain; the old one stops working and the plugin must reconnect. */
export const regenerateLicense = (domainId: string) => read(api.license.regenerate.$post({ json: { domain_id: domainId } })).then((answer) => answer.data);

/** Whether the plugin has connected with this key. */
export const verifyLicense = (licenseKey: string) =>
  read(api.license["is-verify"].$post({ json: { license_key: licenseKey } })).then((answer) => answer.is_valid === true);

export async function downloadPlugin(): Promise<{ blob: Blob; filename: string }> {
  const answer = await api["download-plugin"].$get();
  return {
    blob: await answer.blob(),
    filename: filenameFromDisposition(answer.headers.get("content-disposition"), DEFAULT_PLUGIN_FILENAME),
  };
}
