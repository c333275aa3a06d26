import { describe, expect, it } from "vitest";
import generated from "./mcp-tool-list.generated.json" with { type: "json" };
import { deriveMcpToolList } from "./mcp-tool-list.ts";

describe("the MCP tool list", () => {
  it("is what the tool definitions derive (run `pnpm openapi:schemas` and commit it when not)", () => {
    expect(generated).toEqual(deriveMcpToolList());
  });
});
