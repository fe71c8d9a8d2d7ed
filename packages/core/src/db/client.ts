import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { Resource } from "sst";

export const dynamo = new DynamoDBClient({});

export const tableName = Resource.Table.name;
