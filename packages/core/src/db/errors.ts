/** True when DynamoDB refused a write because its condition did not hold. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && /ConditionalCheckFailed|conditional request failed/i.test(`${error.name} ${error.message}`);
}
