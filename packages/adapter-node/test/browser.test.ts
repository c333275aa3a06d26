import { existsSync, mkdirSync } from "node:fs";
import { createApi } from "@grc-directory/core";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, serve } from "../src/server.ts";

const CHROMIUM = "/usr/bin/chromium";
const ARTIFACTS = new URL("../../../test-artifacts/", import.meta.url).pathname;

let running: RunningServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      "Chromium is missing: run `bash scripts/ensure-test-tools.sh` (pnpm test does).",
    );
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  running = await serve(
    createApi({ market: { demoData: true }, ai: { tokenSecret: "browser-test-secret-0123" } }),
    { port: 0 },
  );
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

describe("in a real browser (Chromium)", () => {
  it("the home page asks Ask AI, streams the answer with vendor links, and takes a follow-up", async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    await page.goto(`${running.url}/`);
    await page.fill("#ask-input", "Who can audit us for SOC 2 in the United States?");
    await page.click("#ask-form button");
    await page.locator(".log .vendors a").first().waitFor();
    const first = await page.locator(".answer").first().textContent();
    expect(first).toMatch(/^\d+ vendors in the directory match/);
    const links = await page
      .locator(".log .vendors a")
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link).toContain(`${running.url}/vendors/`);

    await page.fill("#ask-input", "Which of those also do ISO 27001?");
    await page.click("#ask-form button");
    await page.locator(".log .vendors").nth(1).waitFor();
    const second = await page.locator(".answer").nth(1).textContent();
    expect(second).toContain("ISO/IEC 27001");
    expect(second).toContain("SOC 2");
    await page.screenshot({ path: `${ARTIFACTS}home-ask-ai.png`, fullPage: true });
    expect(violations, violations.join("\n")).toEqual([]);
    await page.close();
  });

  it("opens a vendor page from an Ask AI answer's link, and the page renders that vendor", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${running.url}/`);
    await page.fill("#ask-input", "ISO 27001 consultants in Germany");
    await page.click("#ask-form button");
    const link = page.locator(".log .vendors a").first();
    await link.waitFor();
    const name = (await link.textContent())?.trim() ?? "";
    expect(name.length).toBeGreaterThan(0);
    await Promise.all([page.waitForURL(/\/vendors\/[a-z0-9-]+$/), link.click()]);
    expect(page.url()).toMatch(new RegExp(`^${running.url}/vendors/`));
    expect((await page.locator("main h1").textContent())?.trim()).toBe(name);
    expect(await page.locator('main a[href^="/grc-services/"]').count()).toBeGreaterThan(0);
    const data = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(data ?? "{}")).toMatchObject({ "@type": "Organization", name });
    await expect.poll(() => page.locator("main").textContent()).toContain("Sample data:");
    await page.screenshot({ path: `${ARTIFACTS}vendor-page.png`, fullPage: true });
    expect(problems, problems.join("\n")).toEqual([]);
    await page.close();
  });

  /**
   * Asks one question through the home page's chat in `context`; the JSON body the chat
   * posted, and the answer's text and `lang` once its vendors are listed.
   */
  async function askInContext(context: BrowserContext, question: string) {
    const page = await context.newPage();
    await page.goto(`${running.url}/`);
    await page.fill("#ask-input", question);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/ai-search")),
      page.click("#ask-form button"),
    ]);
    await page.locator(".log .vendors a").first().waitFor();
    const answer = page.locator(".answer").first();
    return {
      body: request.postDataJSON() as { message: string; locale?: string },
      text: (await answer.textContent()) ?? "",
      lang: await answer.getAttribute("lang"),
    };
  }

  it("the chat asks in a German browser's language and the answer comes back in German", async () => {
    const context = await browser.newContext({ locale: "de-DE" });
    const asked = await askInContext(context, "Wer prüft ISO 27001 in Deutschland?");
    expect(asked.body.locale).toBe("de");
    expect(asked.text).toMatch(/^\d+ Anbieter im Verzeichnis/);
    expect(asked.lang).toBe("de");
    await context.close();
  });

  it("the chat asks in a language the responder does not write (ja) and gets English", async () => {
    // The rule: no browser language is in data-locales, so the first one is sent as it is;
    // the built-in responder answers it in English (meta.note says so).
    const context = await browser.newContext({ locale: "ja-JP" });
    const asked = await askInContext(context, "ISO 27001 consultants in Germany");
    expect(asked.body.locale).toBe("ja");
    expect(asked.text).toMatch(/^\d+ vendors in the directory match/);
    expect(asked.lang).toBe("en");
    await context.close();
  });

  it.each([
    [
      "the first written one of several browser languages",
      ["ja-JP", "ja", "fr-CA", "de"],
      "",
      "fr",
    ],
    [
      "the page's <html lang> when the browser names no usable language",
      ["fil", "x-pig"],
      "",
      "en",
    ],
  ])("the chat asks for %s", async (_, languages, language, expected) => {
    const context = await browser.newContext();
    await context.addInitScript(
      ([languages, language]) => {
        Object.defineProperty(navigator, "languages", { get: () => languages });
        Object.defineProperty(navigator, "language", { get: () => language });
      },
      [languages, language] as const,
    );
    const asked = await askInContext(context, "SOC 2 audit in the United States");
    expect(asked.body.locale).toBe(expected);
    expect(asked.lang).toBe(expected);
    await context.close();
  });

  it("/trends/frameworks/iso-27001 draws its daily line chart without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${running.url}/trends/frameworks/iso-27001`);
    const chart = page.locator("svg.chart");
    await chart.waitFor();
    expect(await page.locator("svg.chart circle").count()).toBe(30);
    expect((await chart.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    await page.screenshot({ path: `${ARTIFACTS}trends-iso-27001.png`, fullPage: true });
    await context.close();
  });

  it("the home page search works without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${running.url}/`);
    await page.fill("#q", "iso 27001 certification in germany");
    await page.click("form.search button");
    await page.waitForURL(/\?q=/);
    expect(await page.locator("main ul li a").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("/trends/frameworks renders its chart", async () => {
    const page = await browser.newPage();
    await page.goto(`${running.url}/trends/frameworks`);
    const chart = page.locator("svg.chart");
    await chart.waitFor();
    expect(await chart.getAttribute("role")).toBe("img");
    expect(await page.locator("svg.chart rect").count()).toBeGreaterThan(5);
    const box = await chart.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    await page.screenshot({ path: `${ARTIFACTS}trends-frameworks.png`, fullPage: true });
    await page.close();
  });
});
