import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { CHAT_SCRIPT_MODULE, chatScriptModule } from "../../../scripts/chat-script.ts";
import { CHAT_JS } from "../src/site/chat-script.ts";

describe("the generated chat script", () => {
  it("is what ./browser/chat.ts builds to today (else: npx -y pnpm@12 generate:chat)", async () => {
    expect(await readFile(CHAT_SCRIPT_MODULE, "utf8")).toBe(await chatScriptModule());
  });

  it("is a self-contained script: no module syntax, wrapped in a function", () => {
    expect(CHAT_JS).toMatch(/^\(\(\)=>\{/);
    expect(CHAT_JS).not.toMatch(/\bexport\b|\bimport\b/);
    expect(() => new Function(CHAT_JS)).not.toThrow();
  });
});
