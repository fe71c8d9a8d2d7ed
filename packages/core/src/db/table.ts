/**
 * The one table's keys and indexes, declared once: infra/storage.ts creates it in the cloud and
 * the local provisioner creates the same table in DynamoDB Local. Plain data only, so infra can
 * import it without pulling in the SDK or `Resource`.
 */
export const tableShape = {
  fields: {
    pk: "string",
    sk: "string",
    gsi1pk: "string",
    gsi1sk: "string",
    gsi2pk: "string",
    gsi2sk: "string",
  },
  primaryIndex: { hashKey: "pk", rangeKey: "sk" },
  globalIndexes: {
    gsi1: { hashKey: "gsi1pk", rangeKey: "gsi1sk" },
    gsi2: { hashKey: "gsi2pk", rangeKey: "gsi2sk" },
  },
  ttl: "ttl",
} as const;
