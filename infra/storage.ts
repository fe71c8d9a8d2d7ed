import { tableShape } from "../packages/core/src/db/table";

export const table = new sst.aws.Dynamo("Table", {
  ...tableShape,
  // The ledger and accounts live here; a mistyped `sst remove` must not take them.
  deletionProtection: $app.stage === "production",
});

// Private: avatars, chat PDFs and knowledge indexes. Browsers get files only through API routes, never by bucket URL.
export const avatars = new sst.aws.Bucket("Avatars");
