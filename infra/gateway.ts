// Created before the router, which forwards /api to it; infra/api.ts adds the functions and routes.
// The browser reaches the API only through the router, on the dashboard's own origin.
export const api = new sst.aws.ApiGatewayV2("Api", { cors: false });
