/**
 * The OpenAPI 3.1 document of the library service, generated at the first request from the
 * running app (decision 045): Hono's route list gives every method and path; the schemas each
 * route validates with (recorded by validQuery, validParam and validBody, api/core/http/input.ts)
 * give its parameters and body; a call declared once (api/core/http/call.ts, decision 047) gives its
 * summary and every answer. Nothing here is a hand-written copy of a route: a new route appears by being mounted.
 */
import * as z from "zod";
import { callOf, ErrorBody, type Answer, type CallSpec } from "../../core/http/call.ts";
import { inputOf, type InputDescription } from "../../core/http/route-schemas.ts";

type JsonSchema = Record<string, unknown>;
interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}
type Operation = Record<string, unknown>;

export const OPENAPI_METHODS = ["get", "post", "put", "delete", "patch"] as const;

function jsonSchema(schema: z.ZodTypeAny, io: "input" | "output" = "input"): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** `/api/acervo/:id{[0-9]+}` → `/api/acervo/{id}`, and the path parameters' names. */
export function openApiPath(honoPath: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = honoPath
    .replace(/:(\w+)(\{[^}]*\})?\??/g, (_m, name: string) => {
      names.push(name);
      return `{${name}}`;
    })
    .replace(/\/$/, "");
  return { path: path || "/", names };
}

function objectProperties(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  return {
    properties: (schema.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (schema.required as string[] | undefined) ?? [],
  };
}

function parametersOf(inputs: InputDescription[], pathNames: string[]) {
  const params = new Map<string, Record<string, unknown>>();
  for (const name of pathNames)
    params.set(`path:${name}`, { name, in: "path", required: true, schema: { type: "string" } });
  for (const input of inputs) {
    if (input.target === "body") continue;
    const where = input.target === "param" ? "path" : "query";
    const { properties, required } = objectProperties(jsonSchema(input.schema));
    for (const [name, schema] of Object.entries(properties)) {
      if (where === "path" && !pathNames.includes(name)) continue;
      params.set(`${where}:${name}`, {
        name,
        in: where,
        required: where === "path" || required.includes(name),
        schema,
      });
    }
  }
  return [...params.values()];
}

function requestBodyOf(inputs: InputDescription[]) {
  const body = inputs.find((i) => i.target === "body");
  if (!body || body.target !== "body") return undefined;
  const schema = jsonSchema(body.schema);
  const content: Record<string, unknown> = { "application/json": { schema } };
  if (body.accepts === "json-or-form") content["application/x-www-form-urlencoded"] = { schema };
  return { required: true, content };
}

const tagOf = (path: string) => path.split("/")[2] || "api";

function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method, ...words].map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join("");
}

const ERROR_CONTENT = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

function answerObject(answer: Answer): Record<string, unknown> {
  switch (answer.kind) {
    case "json":
      return {
        description: answer.description,
        content: { "application/json": { schema: jsonSchema(answer.schema, "output") } },
      };
    case "file":
      return {
        description: answer.description,
        content: { [answer.contentType]: { schema: { type: "string", format: "binary" } } },
      };
    case "redirect":
      return {
        description: answer.description,
        headers: { Location: { description: "Where the caller goes next.", schema: { type: "string" } } },
      };
    case "empty":
      return { description: answer.description };
    case "refusal":
      return { description: answer.description, content: ERROR_CONTENT };
  }
}

/** A declared call's answers, and the service's one error shape for any other failure. */
function declaredResponses(call: CallSpec): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(call.responses)) responses[status] = answerObject(answer);
  return {
    ...responses,
    "4XX": { $ref: "#/components/responses/Error" },
    "5XX": { $ref: "#/components/responses/Error" },
  };
}

/** An undeclared call: only the service's one error shape is known (the lint test names it). */
function undeclaredResponses(): Record<string, unknown> {
  return { "4XX": { $ref: "#/components/responses/Error" }, "5XX": { $ref: "#/components/responses/Error" } };
}

/** The document's own addresses: it describes the calls, not itself. */
export const REFERENCE_PATHS = /^(?:\/api)?\/(?:openapi\.json|docs(?:\/|$))/;

/** The document for an app's route list (`app.routes`). */
export function buildOpenApiDocument(routes: readonly RouteEntry[]) {
  const operations = new Map<
    string,
    { method: string; path: string; names: string[]; inputs: InputDescription[]; call: CallSpec | undefined }
  >();
  for (const route of routes) {
    const method = route.method.toLowerCase();
    if (!(OPENAPI_METHODS as readonly string[]).includes(method)) continue;
    if (REFERENCE_PATHS.test(route.path)) continue;
    const { path, names } = openApiPath(route.path);
    const key = `${method} ${path}`;
    const op = operations.get(key) ?? { method, path, names, inputs: [], call: undefined };
    const input = inputOf(route.handler);
    if (input) op.inputs.push(input);
    op.call ??= callOf(route.handler);
    operations.set(key, op);
  }
  const paths: Record<string, Record<string, Operation>> = {};
  for (const op of [...operations.values()].sort((a, b) => a.path.localeCompare(b.path))) {
    const operation: Operation = {
      operationId: operationId(op.method, op.path),
      ...(op.call ? { summary: op.call.summary } : {}),
      ...(op.call?.description ? { description: op.call.description } : {}),
      tags: [tagOf(op.path)],
      parameters: parametersOf(op.inputs, op.names),
      responses: op.call ? declaredResponses(op.call) : undeclaredResponses(),
    };
    if (op.call?.auth && op.call.auth !== "optional") operation.security = [{ bearer: [] }];
    const requestBody = requestBodyOf(op.inputs);
    if (requestBody) operation.requestBody = requestBody;
    (paths[op.path] ??= {})[op.method] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Library service (Pergamum-compatible calls)",
      version: "1",
      description:
        "Generated from the schemas the service validates with (docs/decisions/045). Every failure answers " +
        "`{ error: { code, message } }` in the caller's language (header `lang`: 1 pt, 3 es, 5 en). " +
        "Calls of a patron take `Authorization: Bearer <access_token>` from POST /api/oauth/token.",
    },
    servers: [{ url: "/" }],
    security: [{}, { bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      schemas: { Error: jsonSchema(ErrorBody, "output") },
      responses: {
        Error: {
          description: "Any failure: the one error shape of the service.",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
