import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "./client";

// ElectroDB already loads lib-dynamodb; this only wraps the shared client, for the few writes and
// reads ElectroDB cannot express (attributes whose names are not known ahead, raw transactions).
let documents: DynamoDBDocumentClient | undefined;
export const documentClient = () => (documents ??= DynamoDBDocumentClient.from(dynamo));
