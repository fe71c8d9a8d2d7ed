import { inject } from "vitest";

// Before any test module loads, so `Resource` and the AWS SDK see the local services.
Object.assign(process.env, inject("localEnv"));
