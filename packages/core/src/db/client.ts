import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { Resource } from "sst";

export const dynamo = new DynamoDBClient({});

export const tableName = Resource.Table.name;

/** ElectroDB's per-entity configuration: every entity lives in the one table. */
export const table = { table: tableName, client: dynamo };
