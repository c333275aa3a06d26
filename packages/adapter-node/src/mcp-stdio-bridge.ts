import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/** Answers one request to the API: `api.fetch` in process, or `fetch` to a deployment. */
export type CallApi = (request: Request) => Promise<Response>;

/** JSON-RPC's code for an error inside the server: here, the deployment did not answer. */
const INTERNAL_ERROR = -32603;

const requestId = (message: JSONRPCMessage) =>
  "id" in message && "method" in message ? message.id : undefined;

/**
 * The MCP server on stdio: each message read from stdin is POSTed, as it is, to the MCP
 * endpoint of the API at `root` (`{root}/mcp`, stateless Streamable HTTP), and its answer
 * written to stdout. The tools are the core's, run where the API runs, so stdio and HTTP
 * clients get the same server. An answer the endpoint gave to no request (`id` null: a
 * rate limit, a body it could not read) is returned under the request's id; a deployment
 * that cannot be reached, or answers something other than JSON-RPC, is a JSON-RPC error.
 */
export async function serveMcpOverStdio(
  callApi: CallApi,
  root: string,
  transport = new StdioServerTransport(),
): Promise<void> {
  let protocolVersion: string | undefined;
  const answer = async (message: JSONRPCMessage): Promise<JSONRPCMessage | undefined> => {
    const id = requestId(message);
    const failure = (text: string): JSONRPCMessage | undefined =>
      id === undefined
        ? undefined
        : { jsonrpc: "2.0", id, error: { code: INTERNAL_ERROR, message: text } };
    let response: Response;
    try {
      response = await callApi(
        new Request(`${root}/mcp`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            ...(protocolVersion ? { "mcp-protocol-version": protocolVersion } : {}),
          },
          body: JSON.stringify(message),
        }),
      );
    } catch (error) {
      return failure(`The API at ${root} could not be reached: ${(error as Error).message}`);
    }
    if (response.status === 202) return undefined;
    const reply = (await response.json().catch(() => null)) as {
      jsonrpc?: string;
      id?: unknown;
      result?: { protocolVersion?: string };
    } | null;
    if (reply?.jsonrpc !== "2.0") {
      return failure(`The API at ${root} answered POST /mcp with HTTP ${response.status}.`);
    }
    protocolVersion = reply.result?.protocolVersion ?? protocolVersion;
    if (id === undefined) return undefined;
    return { ...reply, id } as JSONRPCMessage;
  };
  transport.onmessage = (message) => {
    void answer(message).then((reply) => (reply ? transport.send(reply) : undefined));
  };
  await transport.start();
}
