import { describe, expect, it, vi } from "vitest";
import { ORIGIN } from "../../../test/http-helpers.ts";
import { readEvents } from "../../../test/sse.ts";
import { groundedResponder } from "../../ai/grounded-responder.ts";
import { type Api, createApi } from "../../app.ts";
import { defaultTaxonomy } from "../../catalog/default-taxonomy.ts";
import { createTaxonomyIndex } from "../../catalog/taxonomy-index.ts";
import type { ChatResponder } from "../../ports.ts";

const api = createApi({
  logger: { warn: vi.fn(), error: vi.fn() },
  ai: { tokenSecret: "home-chat-locales-secret-0123" },
});

/** The chat form's `data-locales`, split; null when the form has none. */
async function listedLocales(from: Api = api): Promise<string[] | null> {
  const html = await (await from.fetch(new Request(`${ORIGIN}/`))).text();
  const form = html.match(/<form id="ask-form"[^>]*>/)?.[0] ?? "";
  return form.match(/\sdata-locales="([^"]*)"/)?.[1]?.split(" ") ?? null;
}

/** The `meta` event of the answer to an Ask AI question asked in `locale`. */
async function metaFor(locale: string) {
  const request = new Request(`${ORIGIN}/api/ai-search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message: "ISO 27001 audit in Germany", locale }),
  });
  const response = await api.fetch(request, { clientAddress: "203.0.113.7" });
  const { events } = await readEvents(response);
  return events[0]?.data;
}

describe("the home page's chat form lists the locales the responder writes", () => {
  it("as data-locales, the built-in responder's list", async () => {
    const built = groundedResponder(createTaxonomyIndex(defaultTaxonomy));
    expect(await listedLocales()).toEqual(built.locales);
  });

  it("each of them is answered in itself, with no note", async () => {
    for (const locale of (await listedLocales()) ?? []) {
      const meta = await metaFor(locale);
      expect(meta, locale).toMatchObject({ locale, answerLocale: locale });
      expect(meta?.note, locale).toBeUndefined();
    }
  });

  it("lists none for a responder that writes any language (a model), so the browser's first is sent", async () => {
    const anyLanguage: ChatResponder = {
      model: "any-language",
      async *respond() {
        yield { text: "ok" };
      },
    };
    const withModel = createApi({
      logger: { warn: vi.fn(), error: vi.fn() },
      ai: { tokenSecret: "home-chat-locales-secret-0123", responder: anyLanguage },
    });
    expect(await listedLocales(withModel)).toBeNull();
  });
});
