export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** A JSON response; `body` is serialized unless it already is bytes. */
export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  const payload =
    body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body);
  return jsonTextResponse(payload, status, headers);
}

/** A JSON response whose body is already serialized (text or bytes). */
export function jsonTextResponse(
  json: string | Uint8Array<ArrayBuffer>,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(json, {
    status,
    headers: { "content-type": JSON_CONTENT_TYPE, ...headers },
  });
}
