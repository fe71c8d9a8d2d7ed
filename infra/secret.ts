export const secret = {
  JwtSecret: new sst.Secret("JwtSecret"),
  TwoFactorKey: new sst.Secret("TwoFactorKey"),
};
