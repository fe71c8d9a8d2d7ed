import { DomainNameSchema } from "@sitecrew/core/site/schema";
import * as v from "valibot";

type DomainInputCheck = { ok: true; domain: string } | { ok: false; message: string };

/**
 * The onboarding rule for a new domain, through the API's own schema so both give the same messages: required, an
 * optional http(s) prefix and a letter TLD of 2+. A valid domain comes back as stored: "https://" plus the host.
 */
export function checkDomainInput(input: string): DomainInputCheck {
  const result = v.safeParse(DomainNameSchema, input);
  return result.success
    ? { ok: true, domain: result.output.domainName }
    : { ok: false, message: result.issues[0].message };
}
