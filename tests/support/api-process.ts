// The API in a process of its own, for tests that need it to see a different environment (a
// database that is down). Reads the requests from argv, prints the replies as JSON.
import { createApi } from "../../packages/functions/src/api";

interface Request {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
}

const requests = JSON.parse(process.argv[2] ?? "[]") as Request[];
const app = createApi();
const replies = [];
for (const request of requests) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const response = await app.request(`/api${request.path}`, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  replies.push({ status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() });
}
process.stdout.write(JSON.stringify(replies));
process.exit(0);
