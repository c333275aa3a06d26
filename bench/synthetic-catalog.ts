import type { CatalogDocument, Dimension, TaxonomyEntry } from "../packages/core/src/index.ts";
import { defaultTaxonomy } from "../packages/core/src/index.ts";
import {
  between,
  pick,
  type Random,
  seededRandom,
  weightedSampler,
  zipfWeights,
} from "./random.ts";

type SyntheticVendor = CatalogDocument["vendors"][number];

/**
 * The most used tags first, in the order the curated sample catalog uses them; taxonomy
 * entries the sample never uses follow in taxonomy order, forming the rare tail.
 */
const SAMPLE_POPULARITY: Record<Dimension, string[]> = {
  frameworks: [
    "iso-27001",
    "soc-2",
    "gdpr",
    "nis2",
    "pci-dss",
    "iso-27701",
    "iso-22301",
    "hipaa",
    "dora",
    "nist-csf",
    "iso-9001",
    "soc-1",
    "eu-ai-act",
    "iso-27017",
    "iso-42001",
    "iso-27018",
    "ccpa",
    "iso-20000",
    "cyber-essentials",
    "cmmc",
    "sox",
    "csa-star",
    "tisax",
    "hitrust",
    "c5",
    "ens",
    "fedramp",
    "nist-800-53",
  ],
  regions: [
    "us",
    "eu",
    "de",
    "uk",
    "global",
    "apac",
    "fr",
    "ca",
    "be",
    "latam",
    "ie",
    "nl",
    "dach",
    "emea",
    "nordics",
    "in",
    "at",
    "es",
    "au",
    "ch",
  ],
  serviceTypes: [
    "penetration-testing",
    "implementation-consulting",
    "audit",
    "readiness-assessment",
    "certification-body",
  ],
};

/** Zipf exponents per dimension: frameworks and regions are steep, service types flat. */
const SKEW: Record<Dimension, number> = { frameworks: 1.2, regions: 1.1, serviceTypes: 0.5 };

/** How many tags a vendor carries per dimension (inclusive), near the sample's means. */
const TAG_COUNTS: Record<Dimension, [number, number]> = {
  frameworks: [1, 6],
  regions: [1, 3],
  serviceTypes: [1, 3],
};

function popularityOrder(dimension: Dimension): TaxonomyEntry[] {
  const entries = defaultTaxonomy[dimension];
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  const head = SAMPLE_POPULARITY[dimension].map((slug) => {
    const entry = bySlug.get(slug);
    // Fail loudly if the taxonomy drops a slug, rather than skewing the data silently.
    if (!entry) throw new Error(`bench: ${dimension} slug ${slug} is not in defaultTaxonomy`);
    return entry;
  });
  const headSlugs = new Set(SAMPLE_POPULARITY[dimension]);
  return [...head, ...entries.filter((entry) => !headSlugs.has(entry.slug))];
}

/** Taxonomy entries per dimension, most popular first (the order the generator skews by). */
const tagPopularity: Readonly<Record<Dimension, readonly TaxonomyEntry[]>> = {
  frameworks: popularityOrder("frameworks"),
  regions: popularityOrder("regions"),
  serviceTypes: popularityOrder("serviceTypes"),
};

const samplers = {
  frameworks: weightedSampler(zipfWeights(tagPopularity.frameworks.length, SKEW.frameworks)),
  regions: weightedSampler(zipfWeights(tagPopularity.regions.length, SKEW.regions)),
  serviceTypes: weightedSampler(zipfWeights(tagPopularity.serviceTypes.length, SKEW.serviceTypes)),
};

function drawTags(random: Random, dimension: Dimension): TaxonomyEntry[] {
  const [min, max] = TAG_COUNTS[dimension];
  const entries = tagPopularity[dimension];
  return samplers[dimension]
    .drawDistinct(random, between(random, min, max))
    .map((index) => entries[index] as TaxonomyEntry);
}

function drawRegions(random: Random): string[] {
  const slugs = drawTags(random, "regions").map((entry) => entry.slug);
  // Country vendors often list their broader region too (de + eu), as the sample does.
  const home = tagPopularity.regions.find((entry) => entry.slug === slugs[0]);
  if (home?.broader && random() < 0.4 && !slugs.includes(home.broader)) slugs.push(home.broader);
  return slugs;
}

const NAME_PREFIXES = [
  "Blue",
  "North",
  "Iron",
  "Clear",
  "Silver",
  "Harbor",
  "Summit",
  "Granite",
  "Cedar",
  "Polar",
  "Amber",
  "Orbit",
  "Lumen",
  "Vector",
  "Keystone",
  "Meridian",
  "Atlas",
  "Beacon",
  "Cobalt",
  "Élan",
  "Prüf",
  "Fjord",
  "Sol",
  "Aurora",
  "Helix",
  "Quartz",
  "Nordic",
  "Tidal",
  "Crest",
  "Zenith",
  "Oak",
  "Falcon",
  "Castle",
  "Bright",
  "Sentinel",
  "Ardent",
  "Övre",
  "Kestrel",
  "Marble",
  "Pioneer",
];
const NAME_ROOTS = [
  "peak",
  "gate",
  "wall",
  "field",
  "stone",
  "bridge",
  "point",
  "line",
  "wave",
  "works",
  "shield",
  "path",
  "mark",
  "haven",
  "light",
  "ridge",
  "view",
  "port",
  "bay",
  "werk",
  "",
];
const NAME_KINDS = [
  "Cyber",
  "Assurance",
  "Audit",
  "Compliance",
  "Security",
  "Risk",
  "Advisory",
  "Trust",
  "Certification",
  "Privacy",
  "Consulting",
  "Governance",
];
const NAME_SUFFIXES = ["GmbH", "Ltd", "LLC", "Partners", "Group", "AB", "BV", "SAS", "Inc.", ""];

const INDUSTRIES = [
  "SaaS",
  "Fintech",
  "Healthcare",
  "Public sector",
  "E-commerce",
  "Manufacturing",
  "Telecommunications",
  "Energy",
  "Insurance",
  "AI/ML",
  "Education",
  "Gaming",
  "Automotive",
  "Biotech",
  "Legal",
];
const SIZES = ["startup", "smb", "mid-market", "enterprise"];
const LANGUAGES = ["German", "French", "Spanish", "Dutch", "Italian", "Portuguese", "Japanese"];
const PROBLEMS = [
  "First {f} certificate before an enterprise deal",
  "{f} gap analysis ahead of a customer audit",
  "Evidence collection for the {f} surveillance audit",
  "One control set covering {f} and {g}",
  "No internal security officer to own {f}",
  "Open findings from the last {f} audit",
  "Supplier questionnaires asking for {f}",
];
const SENTENCES = [
  "{name} works with {industry} companies that need {f} and {g} without a large in-house team.",
  "Engagements usually start with a scoping workshop, then move to {service} over eight to twelve weeks.",
  "Consultants cover {region} and stay on through the first surveillance cycle so fixes do not lapse.",
  "The team maps existing controls to {f} first, so clients reuse evidence instead of starting over.",
  "Fixed-price packages suit {size} clients; larger programmes are run with a named lead and weekly reporting.",
];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
}

function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function uniqueName(random: Random, taken: Set<string>): string {
  const root = pick(random, NAME_ROOTS);
  const base = [
    `${pick(random, NAME_PREFIXES)}${root}`,
    pick(random, NAME_KINDS),
    pick(random, NAME_SUFFIXES),
  ]
    .filter(Boolean)
    .join(" ");
  let name = base;
  // Numbering keeps names unique once the word combinations run out (100k > combinations).
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

function uniqueSlug(name: string, taken: Set<string>): string {
  const base = slugify(name);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

function syntheticVendor(random: Random, names: Set<string>, slugs: Set<string>): SyntheticVendor {
  const name = uniqueName(random, names);
  const slug = uniqueSlug(name, slugs);
  const frameworks = drawTags(random, "frameworks");
  const regions = drawRegions(random);
  const services = drawTags(random, "serviceTypes");
  const industries = [...new Set([pick(random, INDUSTRIES), pick(random, INDUSTRIES)])];
  const values = {
    name,
    f: frameworks[0]?.label ?? "ISO 27001",
    g: (frameworks[1] ?? frameworks[0])?.label ?? "SOC 2",
    region: tagPopularity.regions.find((entry) => entry.slug === regions[0])?.label ?? "Europe",
    service: services[0]?.label.toLowerCase() ?? "an audit",
    industry: (industries[0] ?? "SaaS").toLowerCase(),
    size: pick(random, SIZES),
  };
  const sentences = [0, 1, 2, 3, 4].filter((i) => i === 0 || random() < 0.7);
  const firstSize = between(random, 0, SIZES.length - 2);
  return {
    slug,
    name,
    url: `https://${slug}.example`,
    briefSummary: fill("{service} for {industry} teams pursuing {f} in {region}.", values).replace(
      /^./,
      (c) => c.toUpperCase(),
    ),
    description: sentences.map((i) => fill(SENTENCES[i] as string, values)).join(" "),
    serviceType: services.map((entry) => entry.slug),
    regionCovered: regions,
    complianceFrameworkExpertise: frameworks.map((entry) => entry.slug),
    problemsTheySolve: [...new Set([pick(random, PROBLEMS), pick(random, PROBLEMS)])].map((p) =>
      fill(p, values),
    ),
    industrySpecialization: industries,
    targetClientsSize: SIZES.slice(firstSize, firstSize + between(random, 1, 2)),
    supportedLanguages: random() < 0.4 ? ["English", pick(random, LANGUAGES)] : ["English"],
    detailsPage: `/vendors/${slug}`,
    email: `contact@${slug}.example`,
    ...(random() < 0.2 ? { internalNotes: "Synthetic record for benchmarks" } : {}),
  };
}

/**
 * A valid catalog document of `n` fictional vendors, the same for the same `n` and `seed`.
 * Tags are canonical `defaultTaxonomy` slugs with a Zipf skew (ISO 27001, SOC 2, the US
 * and the EU are everywhere; NIST 800-53 or Estonia are rare), names and slugs are unique.
 */
export function syntheticCatalog(n: number, seed: number): CatalogDocument {
  const random = seededRandom(seed);
  const names = new Set<string>();
  const slugs = new Set<string>();
  const vendors = Array.from({ length: n }, () => syntheticVendor(random, names, slugs));
  return {
    directory: `GRC Directory — SYNTHETIC BENCH DATA: ${n} generated vendors (seed ${seed})`,
    lastUpdated: "2026-11-01",
    vendors,
  };
}
