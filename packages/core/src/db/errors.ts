/** True when DynamoDB refused a single write because its condition did not hold; transactions use `runTransaction`. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && /ConditionalCheckFailed|conditional request failed/i.test(`${error.name} ${error.message}`);
}
