import { dynamo, tableName } from "./client";

const SERVICE = "sitecrew";

/** An entity's name and version under the one service every entity shares. */
export const model = <const E extends string, const V extends string>(entity: E, version: V) => ({ entity, version, service: SERVICE });

/** ElectroDB's per-entity configuration: every entity lives in the one table. */
export const entityConfig = { table: tableName, client: dynamo };
