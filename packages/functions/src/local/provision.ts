import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceInUseException, UpdateTimeToLiveCommand } from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { CreateQueueCommand, SQSClient } from "@aws-sdk/client-sqs";
import { tableShape } from "@sitecrew/core/db/table";
import { queueArn } from "./queues";
import type { LocalResources } from "./resources";

const attributeTypes = { string: "S", number: "N", binary: "B" } as const;
const keySchema = (index: { hashKey: string; rangeKey: string }) => [
  { AttributeName: index.hashKey, KeyType: "HASH" as const },
  { AttributeName: index.rangeKey, KeyType: "RANGE" as const },
];

/** Creates the table, buckets and queues the cloud stack would, if they are not there yet. */
export async function provision(resources: LocalResources) {
  const dynamo = new DynamoDBClient({});
  try {
    await dynamo.send(
      new CreateTableCommand({
        TableName: resources.table,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: Object.entries(tableShape.fields).map(([name, type]) => ({
          AttributeName: name,
          AttributeType: attributeTypes[type],
        })),
        KeySchema: keySchema(tableShape.primaryIndex),
        GlobalSecondaryIndexes: Object.entries(tableShape.globalIndexes).map(([name, index]) => ({
          IndexName: name,
          KeySchema: keySchema(index),
          Projection: { ProjectionType: "ALL" },
        })),
      }),
    );
    await dynamo.send(
      new UpdateTimeToLiveCommand({
        TableName: resources.table,
        TimeToLiveSpecification: { AttributeName: tableShape.ttl, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  await dynamo.send(new DescribeTableCommand({ TableName: resources.table }));
  dynamo.destroy();

  const s3 = new S3Client({ forcePathStyle: true });
  for (const bucket of resources.buckets) {
    try {
      await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const name = error instanceof Error ? error.name : "";
      if (name !== "BucketAlreadyOwnedByYou" && name !== "BucketAlreadyExists") throw error;
    }
  }
  s3.destroy();

  const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
  for (const queue of resources.queues) {
    await sqs.send(new CreateQueueCommand({ QueueName: queue.deadLetter }));
    await sqs.send(
      new CreateQueueCommand({
        QueueName: queue.name,
        Attributes: {
          VisibilityTimeout: String(queue.visibilityTimeout),
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: queueArn(queue.deadLetter), maxReceiveCount: String(queue.maxReceiveCount) }),
        },
      }),
    );
  }
  sqs.destroy();
}
