/** One canonical tag of a taxonomy dimension: framework, region or service type. */
export interface TaxonomyEntry {
  /** Canonical lowercase hyphenated slug, e.g. `iso-27001`. */
  slug: string;
  /** Human label, e.g. `ISO/IEC 27001`. */
  label: string;
  /** Other spellings that resolve to this slug (matched case- and separator-insensitively). */
  aliases: string[];
  /** Regions only: the slug of a broader region that contains this one (e.g. `de` -> `eu`). */
  broader?: string;
  /**
   * Service types only: the service types whose work takes this one's in ("audit" is part of a
   * certification body's, an internal auditor's, a readiness assessment's and a vCISO's work).
   * Beside one of them, this service named only by a word of its work (the lexicons'
   * `workWords`: "a combined audit", "before the real audit") is no service asked for apart.
   */
  partOf?: string[];
  /**
   * Service types only: products that do this service's work ("Vanta", "Drata" for
   * compliance automation). Free text reads one as the service only where it asks for one like
   * it ("a platform like Vanta", "Vanta vs Drata"), never where the writer uses it ("we use
   * Vanta"); see the lexicons' `productAsks`.
   */
  products?: string[];
  /**
   * Service types only: bought for itself, not to meet a framework (the built-in penetration
   * testing, security awareness training and managed security). A framework the writer already
   * holds, named beside only such services (and no framework asked about), is context: "we
   * passed our SOC 2 last month; now a customer wants a pentest" asks for a pentest alone.
   */
  standalone?: boolean;
  /**
   * Frameworks only: the service type that consulting for this framework is (GDPR and CCPA:
   * `privacy-consulting`). Where every framework a text names has one and the same, the
   * implementation consulting it asks for is that service ("a GDPR consultant").
   */
  consulting?: string;
  /**
   * Frameworks only: the service type that assesses this framework and issues its report, where
   * buyers name that work by its assessment or its report (TISAX, HITRUST, CMMC assessments; SOC
   * reports; PCI DSS RoCs and AoCs: `audit`). Where a text names such a framework, a word of an
   * assessment or a report (the lexicons' `assessmentWords`) that nothing else reads is that
   * service ("who does the actual assessment afterwards?", "who can sign our AoC?").
   */
  assessment?: string;
  /**
   * Frameworks only: the service type that certifies against this framework, where buyers ask
   * for that work by the certification itself (ISO management systems, Cyber Essentials, CSA
   * STAR, ENS: `certification-body`). Where a text names such a framework, a word of a
   * certification (the lexicons' `certificationWords`) that nothing else reads is that service
   * ("Need ISO 27017 certification for our cloud service"), unless it is the goal of another
   * service asked ("a consultant towards certification") or a moment of the writer's timeline.
   */
  certification?: string;
  /**
   * Frameworks only: trade roles that name a service only where the text names this framework
   * too, by service type (CMMC's `{ "implementation-consulting": ["RPO"] }`: a Registered
   * Provider Organization prepares a contractor for CMMC; elsewhere an RPO is a recovery point
   * objective). Where a text names the framework, such a role that nothing else reads is that
   * service ("an RPO to help us prepare", "a CPA firm to issue our SOC 2 report").
   */
  roles?: Record<string, string[]>;
}

/** The three tag dimensions a vendor is filtered by. */
export interface Taxonomy {
  frameworks: TaxonomyEntry[];
  regions: TaxonomyEntry[];
  serviceTypes: TaxonomyEntry[];
}

/** What a tag names: `frameworks`, `regions` or `serviceTypes`. */
export type Dimension = keyof Taxonomy;

export const DIMENSIONS: readonly Dimension[] = ["frameworks", "regions", "serviceTypes"];

/** How one tag of each dimension is called in messages. */
export const DIMENSION_NOUN: Readonly<Record<Dimension, string>> = {
  frameworks: "framework",
  regions: "region",
  serviceTypes: "service type",
};
