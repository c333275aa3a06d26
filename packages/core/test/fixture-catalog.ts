import type { CatalogDocument, StoredVendor } from "../src/index.ts";

type Tags = Pick<StoredVendor, "serviceType" | "regionCovered" | "complianceFrameworkExpertise">;

function vendor(slug: string, name: string, tags: Tags, extra: Partial<StoredVendor> = {}) {
  return {
    slug,
    name,
    url: `https://${slug}.example`,
    briefSummary: `${name} helps companies pass audits.`,
    description: `${name} is a fictional vendor used by the test suite.`,
    problemsTheySolve: ["First audit"],
    industrySpecialization: ["SaaS"],
    targetClientsSize: ["startup"],
    supportedLanguages: ["English"],
    email: `hello@${slug}.example`,
    internalNotes: "private: fast-track customer",
    ...tags,
    ...extra,
  };
}

/** Eight fictional vendors with known tags, listed out of name order on purpose. */
export const fixtureDocument = {
  directory: "Test directory (fictional vendors)",
  lastUpdated: "2026-11-01",
  vendors: [
    vendor("zeta-audit", "Zeta Audit", {
      serviceType: ["audit"],
      regionCovered: ["de", "eu"],
      complianceFrameworkExpertise: ["iso-27001", "soc-2"],
    }),
    vendor("alpha-assurance", "Alpha Assurance", {
      serviceType: ["certification-body", "audit"],
      regionCovered: ["de"],
      complianceFrameworkExpertise: ["iso-27001"],
    }),
    vendor("eclair-conformite", "Éclair Conformité", {
      serviceType: ["readiness-assessment"],
      regionCovered: ["fr", "eu"],
      complianceFrameworkExpertise: ["iso-27001", "nis2"],
    }),
    vendor("beta-pentest", "beta pentest", {
      serviceType: ["penetration-testing"],
      regionCovered: ["us"],
      complianceFrameworkExpertise: ["soc-2", "pci-dss"],
    }),
    vendor("delta-vciso", "Delta vCISO", {
      serviceType: ["vciso", "readiness-assessment"],
      regionCovered: ["us", "uk"],
      complianceFrameworkExpertise: ["soc-2", "iso-27001"],
    }),
    vendor(
      "gamma-grc",
      "Gamma GRC",
      {
        serviceType: ["compliance-automation"],
        regionCovered: ["global"],
        complianceFrameworkExpertise: ["soc-2", "iso-27001", "hipaa"],
      },
      { detailsPage: "https://partner.example/gamma" },
    ),
    vendor("eta-eu", "Eta EU Advisory", {
      serviceType: ["readiness-assessment"],
      regionCovered: ["eu"],
      complianceFrameworkExpertise: ["iso-27001", "dora"],
    }),
    vendor("10x-security", "10x Security", {
      serviceType: ["audit"],
      regionCovered: ["de"],
      complianceFrameworkExpertise: ["iso-27001"],
    }),
  ],
} satisfies CatalogDocument;

/** Vendor names in the order searches must return them. */
export const NAME_ORDER = [
  "10x Security",
  "Alpha Assurance",
  "beta pentest",
  "Delta vCISO",
  "Éclair Conformité",
  "Eta EU Advisory",
  "Gamma GRC",
  "Zeta Audit",
];
