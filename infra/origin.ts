// CloudFront sends this with every request it forwards to the API (infra/router.ts), and the API
// refuses requests without it. Pulumi generates it once per stage and keeps it in the state, so a
// deploy needs no manual step.
export const originSecret = new random.RandomPassword("OriginSecret", { length: 48, special: false });

export const originGuard = new sst.Linkable("OriginGuard", {
  properties: { secret: originSecret.result },
});
