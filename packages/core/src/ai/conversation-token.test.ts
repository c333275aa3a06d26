import { describe, expect, it } from "vitest";
import { webCryptoHmac } from "../../test/web-crypto-hmac.ts";
import { toBase64url } from "../crypto/base64url.ts";
import { conversationTokens } from "./conversation-token.ts";

const NOW = Date.parse("2026-11-21T12:00:00Z");
const state = {
  sid: "session-1",
  turn: 1,
  history: [
    {
      message: "soc 2 in the us",
      filters: { frameworks: ["soc-2"], regions: ["us"], serviceTypes: [] },
    },
  ],
};
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("conversation tokens", () => {
  const tokens = conversationTokens("a-secret-of-enough-length", 3600);

  it("round-trip the conversation state", async () => {
    const token = await tokens.sign(state, NOW);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(await tokens.verify(token, NOW + 1000)).toMatchObject({ ...state, v: 1 });
  });

  it("carry the Web Crypto HMAC-SHA256 of their body, so tokens issued before still verify", async () => {
    const [body = "", mac] = (await tokens.sign(state, NOW)).split(".");
    const expected = await webCryptoHmac(
      "a-secret-of-enough-length",
      new TextEncoder().encode(body),
    );
    expect(mac).toBe(toBase64url(expected));
  });

  it("reject every single-character tampering", async () => {
    const token = await tokens.sign(state, NOW);
    for (let i = 0; i < token.length; i++) {
      const original = token[i] as string;
      const replacement =
        original === "." ? "A" : BASE64URL[(BASE64URL.indexOf(original) + 1) % 64];
      const tampered = token.slice(0, i) + replacement + token.slice(i + 1);
      expect(await tokens.verify(tampered, NOW), `position ${i}`).toBeNull();
    }
  });

  it("reject truncated, extended and malformed tokens", async () => {
    const token = await tokens.sign(state, NOW);
    for (const bad of [
      "",
      ".",
      "a.b.c",
      token.slice(0, -1),
      `${token}A`,
      `${token}.x`,
      "!!!.???",
      token.replace(".", ""),
    ]) {
      expect(await tokens.verify(bad, NOW), bad).toBeNull();
    }
  });

  it("expire", async () => {
    const token = await tokens.sign(state, NOW);
    expect(await tokens.verify(token, NOW + 3599_000)).not.toBeNull();
    expect(await tokens.verify(token, NOW + 3600_000)).toBeNull();
  });

  it("do not verify under another secret", async () => {
    const token = await tokens.sign(state, NOW);
    expect(
      await conversationTokens("another-secret-of-length", 3600).verify(token, NOW),
    ).toBeNull();
  });

  it("keep only a short history", async () => {
    const long = Array.from({ length: 10 }, (_, i) => ({
      message: "x".repeat(1000) + i,
      filters: { frameworks: [], regions: [], serviceTypes: [] },
    }));
    const token = await tokens.sign({ ...state, history: long }, NOW);
    const back = await tokens.verify(token, NOW);
    expect(back?.history).toHaveLength(4);
    expect(back?.history[0]?.message).toHaveLength(300);
    expect(token.length).toBeLessThan(2500);
  });
});
