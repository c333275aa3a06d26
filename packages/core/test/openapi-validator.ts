import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { sampleCatalog } from "../src/catalog/sample-catalog.ts";
import { openApiDocument } from "../src/site/openapi.ts";
import { deriveOpenApiSchemas } from "../src/site/openapi-schemas.ts";

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = any;

// Answers are checked against the schemas as the valibot ones derive them now, not the
// generated file the served document reads (a test compares the two).
const document: Json = openApiDocument(sampleCatalog().taxonomy, "", "", deriveOpenApiSchemas());
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: "openapi", components: document.components });
const compiled = new Map<string, ValidateFunction>();

function resolve(schema: Json): Json {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
}

function validatorFor(path: string, method: string, status: number, contentType: string) {
  const key = `${method} ${path} ${status} ${contentType}`;
  let validate = compiled.get(key);
  if (!validate) {
    const operation = document.paths[path]?.[method.toLowerCase()];
    const responses = operation?.responses ?? {};
    const response = responses[String(status)];
    if (!response) {
      throw new Error(
        `${method} ${path} answered ${status}, which /openapi.json does not document`,
      );
    }
    const media = response.content?.[contentType];
    if (!media) {
      throw new Error(`${method} ${path} ${status} answered ${contentType}, not documented`);
    }
    validate = ajv.compile(resolve(media.schema));
    compiled.set(key, validate);
  }
  return validate;
}

/** A documented path, or the one 404 every unknown path shares. */
function documentedPath(pathname: string): string {
  return document.paths[pathname] ? pathname : "/api/v1/search";
}

/**
 * Checks an /api response against /openapi.json: its status must be documented for the
 * path and method, and a JSON body must match the schema. Unknown paths must be the 404.
 */
export async function expectDocumented(request: Request, response: Response): Promise<void> {
  const { pathname } = new URL(request.url);
  if (request.method === "HEAD" || request.method === "OPTIONS" || !response.body) return;
  // Site documents (/openapi.json itself, later the pages) are not API operations.
  if (pathname !== "/api" && !pathname.startsWith("/api/")) return;
  if ([204, 304].includes(response.status)) return;
  const known = document.paths[pathname] !== undefined;
  if (!known && response.status !== 404) {
    throw new Error(`${pathname} is undocumented but answered ${response.status}`);
  }
  // A refused method has no operation of its own: its 405 is documented on the path's.
  const operations = Object.keys(document.paths[documentedPath(pathname)]);
  const method =
    known && operations.includes(request.method.toLowerCase())
      ? request.method
      : (operations[0] ?? "get");
  const contentType = (response.headers.get("content-type") ?? "").split(";")[0] ?? "";
  const validate = validatorFor(documentedPath(pathname), method, response.status, contentType);
  if (contentType !== "application/json") return;
  const body = await response.clone().json();
  if (!validate(body)) {
    throw new Error(
      `${request.method} ${pathname} ${response.status} does not match /openapi.json: ${ajv.errorsText(validate.errors)}`,
    );
  }
}

const EVENT_SCHEMAS: Record<string, string> = {
  meta: "AiMetaEvent",
  delta: "AiDeltaEvent",
  done: "AiDoneEvent",
  error: "AiErrorEvent",
};

/** Checks one Ask AI event against the payload schema /openapi.json names for it. */
export function expectDocumentedEvent(event: string, data: unknown): void {
  const name = EVENT_SCHEMAS[event];
  if (!name) throw new Error(`event "${event}" is not documented`);
  const validate = ajv.getSchema(`openapi#/components/schemas/${name}`);
  if (!validate?.(data)) {
    throw new Error(`event ${event} does not match ${name}: ${ajv.errorsText(validate?.errors)}`);
  }
}
