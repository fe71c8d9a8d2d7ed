import { spawnSync } from "node:child_process";

/** DynamoDB Local runs on Java 17+; say how to get it rather than failing obscurely. */
export function assertJava() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) {
    throw new Error(
      "Java 17 or newer is needed to run DynamoDB Local.\n" +
        "Install it with:  sudo apt-get install -y openjdk-17-jre-headless\n" +
        "(on macOS: brew install openjdk@17), then run the command again.",
    );
  }
}
