/** The credit packages offered on first start; afterwards the table is the source of truth and can be edited. */
export const DEFAULT_PACKAGES = [
  { packageId: "pkg_starter", credits: 100, priceCents: 900 },
  { packageId: "pkg_growth", credits: 500, priceCents: 3900 },
  { packageId: "pkg_professional", credits: 1200, priceCents: 7900 },
  { packageId: "pkg_agency", credits: 3000, priceCents: 17900 },
] as const;

export const CURRENCY = "usd";
