/**
 * The packages as npm users get them: built, packed by pnpm (which rewrites `workspace:*`),
 * and installed with npm into an empty project, whose own scripts then use them.
 *
 * Everything happens in a temporary directory, never in `packages/*\/dist`: tsup empties
 * `dist` before writing it (`clean: true`), so building there would pull the files from
 * under anything reading them at the same time (a `pnpm build`, `pnpm bench`, `pnpm start`
 * or `check:packages` in the same checkout). No test reads `dist` today, but this one
 * cannot know what runs beside it. So the packages' sources are copied into a scratch
 * workspace and built there with the checkout's tsup, over symlinks to the checkout's
 * installed dependencies (`@grc-directory/*` pointing to the copies). tsup runs directly,
 * not through `pnpm -r build`: asked to run the scripts of this workspace, which has no
 * lockfile, pnpm 12 installed it first, resolving fresh versions from the registry and
 * writing links through those symlinks. The links are removed before `pnpm pack`, which
 * needs none and installs nothing.
 */
import { type ChildProcess, type ExecFileOptions, execFile, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "../../packages/adapter-node/src/server.ts";
import { launchAndSearch, mcpPageCommands } from "../../packages/adapter-node/test/mcp-launch.ts";
import { createApi } from "../../packages/core/src/index.ts";
import { itServesEverySurface } from "../every-surface.ts";
import { listeningServer } from "../listening-server.ts";
import { shellEnvironment } from "../shell-environment.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PACKAGES = ["core", "adapter-node", "adapter-bun", "adapter-workers"] as const;
const SCOPE = "@grc-directory";
/** The workspace's packer, run as the README says pnpm is run. */
const PNPM = ["npx", "-y", "pnpm@12"] as const;
/** The test's own Node (24) first on PATH, for npm, npx and `#!/usr/bin/env node` bins. */
const PATH = [dirname(process.execPath), process.env.PATH].join(delimiter);

const exec = promisify(execFile);

async function run(command: readonly string[], options: ExecFileOptions & { cwd: string }) {
  const [file = "", ...args] = command;
  try {
    const { stdout } = await exec(file, args, {
      maxBuffer: 64 * 1024 * 1024,
      ...options,
      encoding: "utf8",
    });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command.join(" ")} failed in ${options.cwd}:\n${stdout}\n${stderr}`, {
      cause: error,
    });
  }
}

/** The environment of npm and pnpm: a user's shell (`shellEnvironment`), Node 24 first on PATH. */
function packageManagerEnv(): NodeJS.ProcessEnv {
  return { ...shellEnvironment(), PATH };
}

/**
 * `to` as a directory of symlinks to the installed packages of `from` (scope directories are
 * real directories of links, so that nothing written under `to` can land in `from`), with
 * `@grc-directory/*` pointing to the scratch workspace's copies instead.
 */
function linkDependencies(from: string, to: string, workspace: string): void {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry.startsWith(".")) continue;
    if (!entry.startsWith("@")) {
      symlinkSync(realpathSync(join(from, entry)), join(to, entry));
      continue;
    }
    mkdirSync(join(to, entry));
    for (const name of readdirSync(join(from, entry))) {
      const target =
        entry === SCOPE ? join(workspace, "packages", name) : realpathSync(join(from, entry, name));
      symlinkSync(target, join(to, entry, name));
    }
  }
}

/** The checkout's tsup, run by the test's Node. */
const TSUP = (() => {
  const manifest = createRequire(join(ROOT, "package.json")).resolve("tsup/package.json");
  return join(dirname(manifest), "dist/cli-default.js");
})();

/**
 * Builds the four packages from a copy of their sources (no `dist`, no `node_modules`) in a
 * scratch workspace under `into`, then removes the dependency links; returns its path.
 */
async function buildWorkspace(into: string): Promise<string> {
  const workspace = join(into, "workspace");
  mkdirSync(join(workspace, "packages"), { recursive: true });
  writeFileSync(join(workspace, "pnpm-workspace.yaml"), "packages:\n  - packages/*\n");
  writeFileSync(
    join(workspace, "package.json"),
    JSON.stringify({ name: "packed-workspace", private: true }),
  );
  cpSync(join(ROOT, "tsconfig.base.json"), join(workspace, "tsconfig.base.json"));
  const links = [join(workspace, "node_modules")];
  linkDependencies(join(ROOT, "node_modules"), join(workspace, "node_modules"), workspace);
  for (const name of PACKAGES) {
    const source = join(ROOT, "packages", name);
    const copy = join(workspace, "packages", name);
    cpSync(source, copy, {
      recursive: true,
      filter: (path) => !["node_modules", "dist"].includes(relative(source, path)),
    });
    linkDependencies(join(source, "node_modules"), join(copy, "node_modules"), workspace);
    links.push(join(copy, "node_modules"));
  }
  await Promise.all(
    PACKAGES.map((name) =>
      run([process.execPath, TSUP], { cwd: join(workspace, "packages", name), timeout: 240_000 }),
    ),
  );
  // Removes the links, never what they point to.
  for (const directory of links) rmSync(directory, { recursive: true, force: true });
  return workspace;
}

interface Packed {
  name: string;
  version: string;
  filename: string;
  files: { path: string }[];
}

interface SearchBody {
  ok: boolean;
  count: number;
  results: { name: string; complianceFrameworkExpertise: string[] }[];
}

interface Manifest {
  name: string;
  version: string;
  bin?: Record<string, string>;
  exports?: Record<string, string | Record<string, string>>;
  [field: string]: unknown;
}

/** Two made-up vendors, both ISO 27001 (one by alias), one also SOC 2. */
const CATALOG = {
  directory: "Packaging test directory (fictional vendors)",
  lastUpdated: "2026-11-01",
  vendors: [
    {
      slug: "quillon-assurance",
      name: "Quillon Assurance",
      url: "https://quillon.example",
      briefSummary: "Fictional ISO 27001 certification body.",
      description: "A made-up vendor of the packaging test.",
      serviceType: ["certification-body"],
      regionCovered: ["de", "eu"],
      complianceFrameworkExpertise: ["iso 27001"],
      problemsTheySolve: ["First ISO 27001 certificate"],
      industrySpecialization: ["SaaS"],
      targetClientsSize: ["startup"],
      supportedLanguages: ["English", "German"],
      email: "private@quillon.example",
    },
    {
      slug: "brindle-audit",
      name: "Brindle Audit",
      url: "https://brindle.example",
      briefSummary: "Fictional SOC 2 and ISO 27001 auditor.",
      description: "Another made-up vendor of the packaging test.",
      serviceType: ["audit"],
      regionCovered: ["us"],
      complianceFrameworkExpertise: ["iso-27001", "soc-2"],
      problemsTheySolve: ["SOC 2 Type II report"],
      industrySpecialization: ["Fintech"],
      targetClientsSize: ["smb"],
      supportedLanguages: ["English"],
      internalNotes: "private",
    },
  ],
};

/**
 * The consumer project's scripts: plain ESM as a user would write it, each printing what it
 * saw as one JSON line, last on stdout (the API's own log lines may come before it).
 */
const SCRIPTS = {
  "catalog.mjs": `export default ${JSON.stringify(CATALOG, null, 2)};\n`,
  "bundled-sample.mjs": `
import { createApi } from "@grc-directory/core";

const response = await createApi().fetch(
  new Request("http://x/api/v1/search?framework=iso-27001"),
);
const body = await response.json();
console.log(JSON.stringify({
  status: response.status,
  contentType: response.headers.get("content-type"),
  body,
}));
`,
  "own-catalog.mjs": `
import { createApi, createCatalogApi, loadCatalog, staticCatalogSource } from "@grc-directory/core";
import catalog from "./catalog.mjs";

const request = () => new Request("http://x/api/v1/search?framework=iso-27001");
const answers = {};
for (const [way, api] of [
  ["createApi({ catalog: document })", createApi({ catalog })],
  ["createCatalogApi({ catalog: staticCatalogSource(loadCatalog(document).catalog) })",
    createCatalogApi({ catalog: staticCatalogSource(loadCatalog(catalog).catalog) })],
]) {
  const response = await api.fetch(request());
  answers[way] = { status: response.status, body: await response.json() };
}
console.log(JSON.stringify(answers));
`,
  "node-server.mjs": `
import { createApi } from "@grc-directory/core";
import { serve } from "@grc-directory/adapter-node";
import catalog from "./catalog.mjs";

const running = await serve(createApi({ catalog }), { port: 0, host: "127.0.0.1" });
const response = await fetch(new URL("/api/v1/search?framework=soc-2", running.url));
const body = await response.json();
await running.close();
console.log(JSON.stringify({ url: running.url, status: response.status, body }));
`,
  "other-adapters.mjs": `
import * as bun from "@grc-directory/adapter-bun";
import worker, { createWorker } from "@grc-directory/adapter-workers";
import catalog from "./catalog.mjs";

const response = await createWorker({ catalog }).fetch(
  new Request("https://x.example/api/v1/search?framework=iso-27001"),
  {},
  { waitUntil() {} },
);
console.log(JSON.stringify({
  bunExports: Object.keys(bun).sort(),
  defaultWorkerFetch: typeof worker.fetch,
  status: response.status,
  body: await response.json(),
}));
`,
};

let work = "";
let packed: Packed[] = [];
const manifests = new Map<string, Manifest>();

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "grc-packed-"));
  let started = performance.now();
  const workspace = await buildWorkspace(work);
  const built = performance.now() - started;
  started = performance.now();
  const tarballs = join(work, "tarballs");
  mkdirSync(tarballs);
  const pack = ["-r", "--filter", "./packages/*", "pack", "--json", "--pack-destination", tarballs];
  const json = await run([...PNPM, ...pack], {
    cwd: workspace,
    env: packageManagerEnv(),
    timeout: 120_000,
  });
  packed = JSON.parse(json);
  for (const { name, filename } of packed) {
    const manifest = await run(["tar", "-xzOf", filename, "package/package.json"], { cwd: work });
    manifests.set(name, JSON.parse(manifest));
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.info(`packaging: build ${seconds(built)}, pack ${seconds(performance.now() - started)}`);
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the packages as pnpm packs them", () => {
  it("packs all four packages", () => {
    expect(packed.map(({ name }) => name).sort()).toEqual(
      PACKAGES.map((name) => `${SCOPE}/${name}`).sort(),
    );
  });

  it("rewrites workspace:* to the core's version in every packed package.json", () => {
    const coreVersion = manifests.get(`${SCOPE}/core`)?.version;
    expect(coreVersion).toMatch(/^\d+\.\d+\.\d+/);
    for (const [name, manifest] of manifests) {
      expect(JSON.stringify(manifest), name).not.toContain("workspace:");
      if (name !== `${SCOPE}/core`) {
        expect(
          (manifest.dependencies as Record<string, string>)[`${SCOPE}/core`],
          `${name}'s dependency on the core`,
        ).toBe(coreVersion);
      }
    }
  });

  it("ships a README, the MIT licence and every file its exports and bin point to (the source condition aside)", () => {
    for (const { name, files } of packed) {
      const paths = new Set(files.map(({ path }) => path));
      const manifest = manifests.get(name);
      const targets = [
        ...Object.values(manifest?.bin ?? {}),
        ...Object.values(manifest?.exports ?? {}).flatMap((target) =>
          typeof target === "string"
            ? [target]
            : Object.entries(target)
                .filter(([condition]) => condition !== "@grc-directory/source")
                .map(([, path]) => path),
        ),
      ];
      expect(targets.length, name).toBeGreaterThan(0);
      expect(paths, name).toContain("README.md");
      expect(paths, name).toContain("LICENSE");
      for (const target of targets) expect(paths, `${name}: ${target}`).toContain(target.slice(2));
    }
  });
});

describe("the tarballs installed with npm into an empty project", () => {
  let project = "";
  /** Runs one of the project's scripts with Node 24 and returns its last stdout line, parsed. */
  const consume = async (script: keyof typeof SCRIPTS) => {
    const stdout = await run([process.execPath, script], { cwd: project, timeout: 30_000 });
    return JSON.parse(stdout.trim().split("\n").at(-1) ?? "null");
  };
  const names = (body: SearchBody) => body.results.map(({ name }) => name);

  beforeAll(async () => {
    project = join(work, "consumer");
    mkdirSync(project);
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "consumer", private: true, type: "module" }),
    );
    for (const [file, text] of Object.entries(SCRIPTS)) writeFileSync(join(project, file), text);
    const started = performance.now();
    await run(
      ["npm", "install", "--no-audit", "--no-fund", ...packed.map(({ filename }) => filename)],
      { cwd: project, env: packageManagerEnv(), timeout: 180_000 },
    );
    console.info(`packaging: npm install ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, 200_000);

  it("answers a search from the bundled sample through api.fetch, with no server", async () => {
    const { status, contentType, body } = await consume("bundled-sample.mjs");
    expect(status).toBe(200);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toMatchObject({ ok: true, normalized: { frameworks: ["iso-27001"] } });
    expect(body.count).toBe(body.results.length);
    expect(body.results.length).toBeGreaterThan(0);
    for (const vendor of body.results) {
      expect(vendor.complianceFrameworkExpertise).toContain("iso-27001");
    }
  });

  it("searches a catalog the consumer brings and finds exactly its two vendors, private fields left out", async () => {
    const answers: Record<string, { status: number; body: SearchBody }> =
      await consume("own-catalog.mjs");
    expect(Object.keys(answers)).toHaveLength(2);
    for (const [way, { status, body }] of Object.entries(answers)) {
      expect(status, way).toBe(200);
      expect(body.count, way).toBe(2);
      expect(names(body), way).toEqual(["Brindle Audit", "Quillon Assurance"]);
      expect(body.results[1]?.complianceFrameworkExpertise, way).toEqual(["iso-27001"]);
      expect(JSON.stringify(body), way).not.toMatch(/private|email|internalNotes/);
    }
  });

  it("serves over real HTTP through the Node adapter's serve on a free loopback port, then closes and lets the process exit", async () => {
    const { url, status, body } = await consume("node-server.mjs");
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toMatch(/:0$/);
    expect(status).toBe(200);
    expect(names(body)).toEqual(["Brindle Audit"]);
  });

  it("runs the installed grc-directory bin, which prints its usage", async () => {
    const stdout = await run([join(project, "node_modules/.bin/grc-directory"), "--help"], {
      cwd: project,
      env: { ...process.env, PATH },
      timeout: 30_000,
    });
    expect(stdout).toContain("Usage: grc-directory <command>");
    expect(stdout).toMatch(/^\s+serve\s/m);
    expect(stdout).toMatch(/^\s+mcp\s/m);
  });

  it("runs the MCP server with the /mcp page's command for packed packages, against that deployment", async () => {
    const site = await serve(
      createApi({ catalog: CATALOG, ai: { tokenSecret: "packed-mcp-secret-0123456789" } }),
      { port: 0 },
    );
    try {
      const packedCommand = (await mcpPageCommands(site.url)).find((block) =>
        block.startsWith("npx grc-directory "),
      );
      expect(packedCommand).toBe(`npx grc-directory mcp --base-url ${site.url}`);
      const { client, tools, text } = await launchAndSearch(packedCommand as string, project, {
        framework: ["soc-2"],
      });
      await client.close();
      expect(tools).toContain("search_vendors");
      expect(text).toContain("Brindle Audit");
    } finally {
      await site.close();
    }
  }, 60_000);

  it("loads the Bun adapter's entry in Node, and the Workers adapter answers a search over a catalog it is given", async () => {
    const { bunExports, defaultWorkerFetch, status, body } = await consume("other-adapters.mjs");
    expect(bunExports).toEqual(["serve", "serveFromEnv"]);
    expect(defaultWorkerFetch).toBe("function");
    expect(status).toBe(200);
    expect(names(body)).toEqual(["Brindle Audit", "Quillon Assurance"]);
  });
});

/**
 * Every public entry point of the packed packages, read from their manifests' `exports`, as an
 * application imports them: a module that imports a package its own package does not depend
 * on fails there, at import.
 */
function entryPoints(): string[] {
  return [...manifests].flatMap(([name, manifest]) =>
    Object.keys(manifest.exports ?? {})
      .filter((subpath) => subpath !== "./package.json")
      .map((subpath) => `${name}${subpath.slice(1)}`),
  );
}

/**
 * What a production install must not bring: every devDependency of a packed package that no
 * packed package needs (as a dependency or peer), and the workspace's build and test tools.
 */
function devOnlyPackages(): string[] {
  const needed = new Set(
    [...manifests.values()].flatMap((manifest) =>
      ["dependencies", "peerDependencies"].flatMap((field) =>
        Object.keys((manifest[field] as Record<string, string> | undefined) ?? {}),
      ),
    ),
  );
  const devOnly = [...manifests.values()]
    .flatMap((manifest) => Object.keys((manifest.devDependencies as Record<string, string>) ?? {}))
    .filter((name) => !needed.has(name));
  return [...new Set([...devOnly, "vitest", "tsup", "fast-check"])];
}

/**
 * The tarballs installed by pnpm with production dependencies only, into an empty project with
 * pnpm's isolated layout and no hoisting: a package sees only its own dependencies there, so
 * an import of a package that is only a devDependency (or a dependency of a dependency, which
 * npm's flat layout hoists within reach) fails at once. The server the `grc-directory`
 * bin starts there is then used through every surface.
 */
describe("the tarballs installed with production dependencies only (pnpm, isolated layout)", () => {
  let project = "";
  let server: ChildProcess | undefined;
  let origin = "";
  let metricsUrl = "";
  const bin = () => join(project, "node_modules/.bin/grc-directory");
  const env = () => ({ ...shellEnvironment(), PATH });

  beforeAll(async () => {
    project = join(work, "production");
    mkdirSync(project);
    const tarball = (name: string) =>
      packed.find((entry) => entry.name === `${SCOPE}/${name}`)?.filename ?? "";
    const dependencies = {
      ...Object.fromEntries(PACKAGES.map((name) => [`${SCOPE}/${name}`, `file:${tarball(name)}`])),
      // The optional peer an application installs to use `@grc-directory/core/openai`.
      openai: (manifests.get(`${SCOPE}/adapter-node`)?.dependencies as Record<string, string>)
        ?.openai,
    };
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "production-consumer", private: true, type: "module", dependencies }),
    );
    // The adapters depend on the core by version, which only the tarball has; the build
    // scripts of dependencies are answered as pnpm 12 requires (none is needed to serve).
    // `hoist: false`: pnpm's default hoists every package into node_modules/.pnpm/node_modules,
    // where a package's undeclared import still finds a dependency's dependency (the MCP SDK's
    // eventsource-parser 3 stood in for the core's missing 4); without it a package finds only
    // what it declares, as under Yarn's Plug'n'Play or any other tree.
    writeFileSync(
      join(project, "pnpm-workspace.yaml"),
      [
        "hoist: false",
        "overrides:",
        `  "${SCOPE}/core": "file:${tarball("core")}"`,
        "allowBuilds:",
        "  protobufjs: false",
        "  esbuild: false",
        "",
      ].join("\n"),
    );
    const entries = entryPoints();
    writeFileSync(
      join(project, "import-every-entry.mjs"),
      `${entries.map((entry, i) => `import * as entry${i} from "${entry}";`).join("\n")}
console.log(JSON.stringify([${entries.map((_, i) => `Object.keys(entry${i}).length`).join(", ")}]));
`,
    );
    const started = performance.now();
    await run([...PNPM, "install", "--prod", "--no-frozen-lockfile"], {
      cwd: project,
      env: packageManagerEnv(),
      timeout: 180_000,
    });
    console.info(
      `packaging: pnpm install --prod ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    server = spawn(bin(), ["serve", "--demo-data"], {
      cwd: project,
      env: { ...env(), PORT: "0", METRICS_PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    ({ origin, metricsUrl } = await listeningServer(server, 60_000));
  }, 300_000);

  afterAll(() => {
    server?.kill("SIGTERM");
  });

  it("installs no devDependency of any package", () => {
    const installed = readdirSync(join(project, "node_modules/.pnpm"));
    const devOnly = devOnlyPackages();
    expect(devOnly).toEqual(expect.arrayContaining(["marked", "minisearch", "vitest", "tsup"]));
    for (const name of devOnly) {
      // pnpm names a package's folder with `+` for the scope's slash: `@types+bun@1.4.4`.
      const folder = `${name.replace("/", "+")}@`;
      expect(
        installed.filter((entry) => entry.startsWith(folder)),
        name,
      ).toEqual([]);
    }
  });

  it("imports every entry point of every package", async () => {
    const entries = entryPoints();
    expect(entries).toEqual(
      expect.arrayContaining([
        `${SCOPE}/core/mcp`,
        `${SCOPE}/core/openai`,
        `${SCOPE}/adapter-node`,
      ]),
    );
    const stdout = await run([process.execPath, "import-every-entry.mjs"], {
      cwd: project,
      timeout: 60_000,
    });
    const exported: number[] = JSON.parse(stdout.trim().split("\n").at(-1) ?? "[]");
    expect(exported).toHaveLength(entries.length);
    for (const [i, count] of exported.entries()) {
      expect(count, entries[i]).toBeGreaterThan(0);
    }
  });

  describe("grc-directory serve, used through every surface", () => {
    itServesEverySurface(() => ({
      origin,
      metricsUrl,
      // The /mcp page's command for packed packages, and the server in process.
      stdioMcp: [
        { command: bin(), args: ["mcp", "--base-url", origin], cwd: project, env: env() },
        { command: bin(), args: ["mcp"], cwd: project, env: env() },
      ],
    }));
  });
});
