import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { killCliProcesses, startCli } from "./cli-process.ts";

function writeCatalogFile(document: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), "grc-")), "catalog.json");
  writeFileSync(file, JSON.stringify(document));
  return file;
}

afterEach(() => {
  killCliProcesses();
});

describe("grc-directory CLI", () => {
  it("explain prints how the API reads a text, rule by rule, and --json the same as JSON", async () => {
    const text = "my colleague Sydney needs a SOC 2 auditor, not in Germany";
    const cli = startCli(["explain", text]);
    expect((await cli.exited).code).toBe(0);
    const printed = cli.output().stdout;
    expect(printed).toMatch(/person-cue\s+rejected "Sydney"/);
    expect(printed).toMatch(/negated-place\s+rejected "Germany"/);
    expect(printed).toMatch(/^read: frameworks\/soc-2 serviceTypes\/audit$/m);
    const json = startCli(["explain", "--json", text]);
    expect((await json.exited).code).toBe(0);
    const explanation = JSON.parse(json.output().stdout);
    expect(explanation.reading.slugs).toEqual({
      frameworks: ["soc-2"],
      regions: [],
      serviceTypes: ["audit"],
    });
    expect(explanation.steps.length).toBeGreaterThan(3);
  });

  it("explain without a text says how to use it and exits 1", async () => {
    const cli = startCli(["explain"]);
    expect((await cli.exited).code).toBe(1);
    expect(cli.output().stderr).toContain("Usage: grc-directory explain TEXT");
  });

  it("serve prints its URL, answers, and shuts down cleanly on SIGTERM", async () => {
    const cli = startCli(["serve"]);
    const url = await cli.listening;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${url}/api/v1/search?q=soc+2+in+the+us`);
    expect(response.status).toBe(200);
    const market = await (await fetch(`${url}/api/v1/market?dimension=frameworks`)).json();
    expect(market.results).toEqual([]);
    const answer = await fetch(`${url}/api/ai-search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "Who can do a TISAX assessment in Germany?" }),
    });
    expect(answer.headers.get("content-type")).toContain("text/event-stream");
    const stream = await answer.text();
    expect(stream).toMatch(/^event: meta\n/);
    expect(stream).toContain("event: done");
    cli.child.kill("SIGTERM");
    expect((await cli.exited).code).toBe(0);
    expect(cli.output().stdout).toContain('"message":"shutting down"');
  });

  it("serve warns at start when it listens beyond loopback without PUBLIC_URL, and uses PUBLIC_URL for links", async () => {
    const open = startCli(["serve"], { HOST: "0.0.0.0" });
    await open.listening;
    expect(open.output().stdout).toMatch(/"level":"warn".*without PUBLIC_URL/);
    const pinned = startCli(["serve"], { HOST: "0.0.0.0", PUBLIC_URL: "https://grc.example.com" });
    const url = (await pinned.listening).replace("0.0.0.0", "127.0.0.1");
    expect(pinned.output().stdout).not.toContain("without PUBLIC_URL");
    const tools = await (await fetch(`${url}/api/tools.json`)).json();
    expect(tools.services[0].detailsPage).toMatch(/^https:\/\/grc\.example\.com\/vendors\//);
    const local = startCli(["serve"]);
    await local.listening;
    expect(local.output().stdout).not.toContain("without PUBLIC_URL");
  });

  it("serve --demo-data seeds directory interest, flagged DEMO_DATA", async () => {
    const cli = startCli(["serve", "--demo-data"]);
    const url = await cli.listening;
    expect(cli.output().stdout).toContain("demo interest history");
    const market = await (await fetch(`${url}/api/v1/market?dimension=frameworks&limit=5`)).json();
    expect(market.results).toHaveLength(5);
    expect(market.warnings[0].code).toBe("DEMO_DATA");
  });

  it("serve loads CATALOG_FILE", async () => {
    const file = writeCatalogFile({
      directory: "Mine",
      lastUpdated: "2026-01-01",
      vendors: [
        {
          slug: "only-one",
          name: "Only One",
          url: "https://only.example",
          briefSummary: "b",
          description: "d",
          serviceType: ["audit"],
          regionCovered: ["de"],
          complianceFrameworkExpertise: ["iso 27001"],
          problemsTheySolve: [],
          industrySpecialization: [],
          targetClientsSize: [],
          supportedLanguages: [],
        },
      ],
    });
    const cli = startCli(["serve"], { CATALOG_FILE: file });
    const url = await cli.listening;
    const body = await (await fetch(`${url}/api/tools.json`)).json();
    expect(body).toMatchObject({ directory: "Mine", count: 1 });
  });

  it("refuses an invalid CATALOG_FILE, naming the record and field, with exit code 1", async () => {
    const file = writeCatalogFile({
      directory: "x",
      lastUpdated: "2026-01-01",
      vendors: [{ slug: "a-b", name: "A" }],
    });
    const cli = startCli(["serve"], { CATALOG_FILE: file });
    expect((await cli.exited).code).toBe(1);
    expect(cli.output().stderr).toContain('vendors[0] ("a-b").url');
  });

  it("refuses a CATALOG_FILE that is no JSON, naming the vendor, or that cannot be read, with exit code 1", async () => {
    const file = writeCatalogFile({ directory: "x", lastUpdated: "2026-01-01", vendors: [] });
    writeFileSync(file, '{"directory":"x","vendors":[{"slug":"a"},{"slug":b}]}');
    const broken = startCli(["serve"], { CATALOG_FILE: file });
    expect((await broken.exited).code).toBe(1);
    expect(broken.output().stderr).toContain(`CATALOG_FILE ${file} is not JSON: vendors[1]: `);
    const missing = startCli(["serve"], { CATALOG_FILE: `${file}.missing` });
    expect((await missing.exited).code).toBe(1);
    expect(missing.output().stderr).toContain(`CATALOG_FILE ${file}.missing cannot be read`);
  });

  it("refuses bad settings and unknown commands with exit code 1", async () => {
    const bad = startCli(["serve"], { PORT: "eighty" });
    expect((await bad.exited).code).toBe(1);
    expect(bad.output().stderr).toContain("PORT");
    const unknown = startCli(["launch"]);
    expect((await unknown.exited).code).toBe(1);
    expect(unknown.output().stderr).toContain("Unknown command");
  });
});
