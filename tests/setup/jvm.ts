/**
 * Options for the JVMs the tests start (DynamoDB Local), through JAVA_TOOL_OPTIONS. It lives minutes there, too short
 * for the optimising compiler and the parallel collector to pay back the CPU they take from the tests beside it: the
 * quick compiler alone and the serial collector leave it about a fifth less CPU for the same requests.
 */
export const TEST_JVM_OPTIONS = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";
