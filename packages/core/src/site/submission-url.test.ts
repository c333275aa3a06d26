import { describe, expect, it } from "vitest";
import { call } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";
import { apiFromConfig } from "../config/api-from-config.ts";
import { ConfigError, readApiConfig } from "../config/read-config.ts";
import { socketAddress } from "../http/client-ip.ts";

const SECRET = { tokenSecret: "test-secret-0123456789" };
const GOOD = ["https://forms.example/submit?via=directory", "mailto:listings@directory.example"];
const BAD = [
  "http://forms.example/submit",
  "javascript:alert(1)",
  "mailto:nobody",
  "mailto:a@b.example?bcc=c@d.example",
  "https://forms.example/a b",
  "/submit",
  "https:/nohost",
  "ftp://files.example",
  "",
];

async function page(submissionUrl?: string) {
  const api = createApi({ site: submissionUrl ? { submissionUrl } : {}, ai: SECRET });
  const html = await (await call(api, "/fast-submission")).text();
  const markdown = await (
    await call(api, "/fast-submission", { headers: { accept: "text/markdown" } })
  ).text();
  return { html, markdown };
}

describe("where vendors submit", () => {
  it("links a configured form", async () => {
    const { html, markdown } = await page(GOOD[0]);
    expect(html).toContain(
      'fill in the submission form at <a href="https://forms.example/submit?via=directory">',
    );
    expect(markdown).toContain("(https://forms.example/submit?via=directory)");
  });

  it("links a configured e-mail address", async () => {
    const { html } = await page(GOOD[1]);
    expect(html).toContain(
      'e-mail your firm&#39;s details to <a href="mailto:listings@directory.example">listings@directory.example</a>',
    );
  });

  it("says plainly when nothing is configured", async () => {
    const { html, markdown } = await page();
    expect(html).toContain("<strong>Submissions are not open here yet:</strong>");
    expect(markdown).toContain("SUBMISSION\\_URL");
  });

  it.each(BAD)("refuses %j in ApiOptions.site.submissionUrl at createApi", (value) => {
    expect(() => createApi({ site: { submissionUrl: value }, ai: SECRET })).toThrow(
      /site\.submissionUrl must be an https:\/\/ URL or a mailto: address/,
    );
  });

  it.each(BAD.filter(Boolean))("refuses SUBMISSION_URL=%j as a config error at start", (value) => {
    expect(() => readApiConfig({ SUBMISSION_URL: value })).toThrow(ConfigError);
    expect(() => readApiConfig({ SUBMISSION_URL: value })).toThrow(
      /SUBMISSION_URL must be an https:\/\/ URL or a mailto: address/,
    );
  });

  it.each(GOOD)("takes SUBMISSION_URL=%s from the environment to the page", async (value) => {
    const api = apiFromConfig(
      readApiConfig({ SUBMISSION_URL: value, AI_TOKEN_SECRET: SECRET.tokenSecret }),
      { logger: { warn() {}, error() {} }, clientIp: socketAddress },
    );
    expect(await (await call(api, "/fast-submission")).text()).toContain(`href="${value}"`);
  });
});
