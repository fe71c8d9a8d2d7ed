import { tableShape } from "../packages/core/src/db/table";

export const table = new sst.aws.Dynamo("Table", {
  ...tableShape,
  // The ledger and accounts live here; a mistyped `sst remove` must not take them.
  deletionProtection: $app.stage === "production",
});

// Private: browsers get avatars only through the API route, never by bucket URL.
export const avatars = new sst.aws.Bucket("Avatars");
