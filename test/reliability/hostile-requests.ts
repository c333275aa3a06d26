import fc from "fast-check";

/**
 * A hostile request: every route, with methods, paths, query parameters, headers and bodies
 * drawn from what an attacker or a careless client sends (prototype names, commas, huge
 * numbers, broken percent-escapes, junk forwarding headers, bodies that are not JSON).
 */
export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Every route: the API's, the documents and assets, and every kind of human page. */
const ROUTES = [
  "/",
  "/developers",
  "/mcp",
  "/fast-submission",
  "/trends",
  "/trends/methodology",
  "/trends/frameworks",
  "/trends/regions",
  "/trends/combinations",
  "/trends/frameworks/iso-27001",
  "/trends/combinations/iso-27001+de",
  "/grc-services",
  "/grc-services/iso-27001",
  "/grc-services/regions/de",
  "/grc-services/iso-27001/de",
  "/vendors/bluepeak-cyber",
  "/api/v1/search",
  "/api/search",
  "/api/tools.json",
  "/api/v1/market",
  "/api/market",
  "/api/ai-search",
  "/api",
  "/openapi.json",
  "/llms.txt",
  "/agent.txt",
  "/pricing.md",
  "/deprecation.md",
  "/.well-known/mcp/server-card.json",
  "/assets/site.css",
  "/assets/chat.js",
  "/vendors/",
];

const NAMES = [
  "framework",
  "region",
  "service",
  "serviceType",
  "q",
  "limit",
  "offset",
  "page",
  "mode",
  "dimension",
  "window",
  "locale",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
];

const VALUES = [
  "iso-27001",
  "soc-2",
  "iso-27001,soc-2",
  "de",
  "eu,us",
  "frameworks",
  "combinations",
  "30d",
  "90d",
  "0",
  "-1",
  "1e309",
  "99999999999999999999",
  "NaN",
  "",
  " ",
  "%",
  "%zz",
  "%00",
  "..%2f..%2f",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "iso 27001 auditors in germany",
  "ISO27001 für KMU in Österreich",
  "🙂".repeat(40),
  "a".repeat(3000),
];

/** Characters that break naive parsers, for paths and values drawn freely. */
const nasty = fc.string({
  unit: fc.constantFrom(
    "a",
    "-",
    "+",
    "/",
    "%",
    "2",
    "F",
    ".",
    "~",
    "?",
    "#",
    "&",
    "=",
    ",",
    "é",
    "\u0000",
    " ",
    "🙂",
  ),
  maxLength: 40,
});

const encoded = (text: string) => encodeURIComponent(text);

const pathArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ROUTES) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...ROUTES), nasty)
      .map(([route, tail]) => `${route}/${encoded(tail)}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...ROUTES),
        fc.constantFrom("%", "%zz", "//", "/../", "/%2e%2e/", ";x", "%c0%ae"),
      )
      .map(([route, tail]) => `${route}${tail}`),
  },
);

const queryArbitrary = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...NAMES) },
        { weight: 1, arbitrary: nasty },
      ),
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...VALUES) },
        { weight: 1, arbitrary: nasty },
      ),
      fc.boolean(),
    ),
    { maxLength: 6 },
  )
  .map((pairs) =>
    pairs
      .map(([name, value, raw]) =>
        raw ? `${name}=${value}` : `${encoded(name)}=${encoded(value)}`,
      )
      .join("&"),
  );

const headerArbitrary = fc.record(
  {
    accept: fc.constantFrom(
      "text/markdown",
      "text/markdown;q=0",
      "text/html, text/markdown;q=0.9",
      "*/*;q=abc",
      "application/json",
      ";;;,,,",
    ),
    "if-none-match": fc.constantFrom('"x"', "*", 'W/"abc", "def"', '"'.repeat(50)),
    "x-forwarded-for": fc.constantFrom(
      "5.5.5.5",
      "5.5.5.5:1234",
      "::ffff:5.5.5.5",
      "2001:db8::1",
      "not-an-ip",
      "1.2.3.4, evil",
      ", , ,",
      "999.999.999.999",
    ),
    forwarded: fc.constantFrom(
      'for="[2001:db8::1]:80";proto=https',
      "for=unknown",
      "proto=gopher;host=x y",
    ),
    "content-type": fc.constantFrom(
      "application/json",
      "text/plain",
      "application/json; charset=latin1",
      "x/y",
    ),
    "user-agent": fc.constantFrom(
      "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
      "curl/8.0",
      "Googlebot/2.1",
    ),
  },
  { requiredKeys: [] },
);

const bodyArbitrary = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "null",
    "[]",
    '{"message":""}',
    '{"message":"soc 2 auditors in the us"}',
    '{"message":"iso 27001 in germany","locale":"de"}',
    '{"message":"x","token":"abc.def"}',
    '{"message":"x","locale":"EN"}',
    '{"__proto__":{"message":"x"}}',
    `{"message":"${"a".repeat(1300)}"}`,
  ),
  fc.json({ maxDepth: 3 }),
);

/** Hostile requests; `requestInit` turns one into what `new Request` and `fetch` take. */
export const hostileRequest: fc.Arbitrary<HostileRequest> = fc
  .record({
    method: fc.oneof(
      { weight: 12, arbitrary: fc.constant("GET") },
      { weight: 4, arbitrary: fc.constant("POST") },
      {
        weight: 1,
        arbitrary: fc.constantFrom("HEAD", "OPTIONS", "PUT", "DELETE", "PATCH", "PROPFIND"),
      },
    ),
    path: pathArbitrary,
    query: queryArbitrary,
    headers: headerArbitrary,
    body: bodyArbitrary,
  })
  .map(({ method, path, query, headers, body }) => ({
    method,
    path: query ? `${path}?${query}` : path,
    headers,
    ...(method === "POST" || method === "PUT" || method === "PATCH" ? { body } : {}),
  }));

/** The method, headers and body of `request`, as `new Request` and `fetch` take them. */
export function requestInit(request: HostileRequest): RequestInit {
  return {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  };
}
