export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** A JSON response; `body` is serialized unless it already is bytes. */
export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  const payload =
    body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body);
  return new Response(payload, {
    status,
    headers: { "content-type": JSON_CONTENT_TYPE, ...headers },
  });
}
