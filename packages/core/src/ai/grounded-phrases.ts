/** The fixed text of the built-in responder in one language. */
export interface GroundedPhrases {
  and: string;
  /** Prefixes of the understood filters: services, frameworks, regions. */
  offering: string;
  for: string;
  covering: string;
  intro(shown: number, matched: number, asked: string): string;
  none(asked: string): string;
  rankedBy: string;
  closing: string;
  offTopic: string;
  /** Labels of a vendor's details, in the order they are shown. */
  fields: {
    services: string;
    frameworks: string;
    regions: string;
    industries: string;
    sizes: string;
    languages: string;
    problems: string;
    details: string;
  };
}

const en: GroundedPhrases = {
  and: "and",
  offering: "offering",
  for: "for",
  covering: "covering",
  intro: (shown, matched, asked) =>
    matched > shown
      ? `${matched} vendors in the directory match${asked}; these ${shown} fit your question best:`
      : shown === 1
        ? `One vendor in the directory matches${asked}:`
        : `${shown} vendors in the directory match${asked}:`,
  none: (asked) =>
    `No vendor in the directory matches${asked}. Try a broader region (the EU rather than one country), fewer frameworks, or name a framework, region or service.`,
  rankedBy: "Ranked by fit for",
  closing: "From the directory's catalog, not an exhaustive search: check scope and accreditation.",
  offTopic:
    "I only help find compliance, security, privacy and audit providers in this directory, for example an ISO 27001 auditor in Germany.",
  fields: {
    services: "Services",
    frameworks: "Frameworks",
    regions: "Regions covered",
    industries: "Industries",
    sizes: "Client sizes",
    languages: "Languages",
    problems: "Problems they solve",
    details: "Details",
  },
};

const de: GroundedPhrases = {
  and: "und",
  offering: "mit",
  for: "für",
  covering: "in",
  intro: (shown, matched, asked) =>
    matched > shown
      ? `${matched} Anbieter im Verzeichnis passen${asked}; diese ${shown} passen am besten zu Ihrer Frage:`
      : shown === 1
        ? `Ein Anbieter im Verzeichnis passt${asked}:`
        : `${shown} Anbieter im Verzeichnis passen${asked}:`,
  none: (asked) =>
    `Kein Anbieter im Verzeichnis passt${asked}. Versuchen Sie eine größere Region (die EU statt eines Landes), weniger Frameworks, oder nennen Sie ein Framework, eine Region oder eine Leistung.`,
  rankedBy: "Sortiert nach Eignung für",
  closing:
    "Aus dem Katalog des Verzeichnisses, keine vollständige Suche: prüfen Sie Umfang und Akkreditierung.",
  offTopic:
    "Ich helfe nur, Anbieter für Compliance, Sicherheit, Datenschutz und Audits in diesem Verzeichnis zu finden, etwa einen ISO-27001-Auditor in Deutschland.",
  fields: {
    services: "Leistungen",
    frameworks: "Frameworks",
    regions: "Regionen",
    industries: "Branchen",
    sizes: "Kundengrößen",
    languages: "Sprachen",
    problems: "Löst diese Probleme",
    details: "Details",
  },
};

const fr: GroundedPhrases = {
  and: "et",
  offering: "proposant",
  for: "pour",
  covering: "couvrant",
  intro: (shown, matched, asked) =>
    matched > shown
      ? `${matched} prestataires de l'annuaire correspondent${asked} ; ces ${shown} répondent le mieux à votre question :`
      : shown === 1
        ? `Un prestataire de l'annuaire correspond${asked} :`
        : `${shown} prestataires de l'annuaire correspondent${asked} :`,
  none: (asked) =>
    `Aucun prestataire de l'annuaire ne correspond${asked}. Essayez une région plus large (l'UE plutôt qu'un pays), moins de référentiels, ou indiquez un référentiel, une région ou un service.`,
  rankedBy: "Classés selon l'adéquation à",
  closing:
    "Extrait du catalogue de l'annuaire, pas une recherche exhaustive : vérifiez périmètre et accréditation.",
  offTopic:
    "J'aide seulement à trouver des prestataires de conformité, sécurité, protection des données et audit dans cet annuaire, par exemple un auditeur ISO 27001 en Allemagne.",
  fields: {
    services: "Services",
    frameworks: "Référentiels",
    regions: "Régions couvertes",
    industries: "Secteurs",
    sizes: "Taille des clients",
    languages: "Langues",
    problems: "Problèmes résolus",
    details: "Détails",
  },
};

const es: GroundedPhrases = {
  and: "y",
  offering: "que ofrecen",
  for: "para",
  covering: "en",
  intro: (shown, matched, asked) =>
    matched > shown
      ? `${matched} proveedores del directorio coinciden${asked}; estos ${shown} se ajustan mejor a su pregunta:`
      : shown === 1
        ? `Un proveedor del directorio coincide${asked}:`
        : `${shown} proveedores del directorio coinciden${asked}:`,
  none: (asked) =>
    `Ningún proveedor del directorio coincide${asked}. Pruebe una región más amplia (la UE en lugar de un país), menos marcos, o indique un marco, una región o un servicio.`,
  rankedBy: "Ordenados por adecuación a",
  closing:
    "Del catálogo del directorio, no una búsqueda exhaustiva: compruebe alcance y acreditación.",
  offTopic:
    "Solo ayudo a encontrar proveedores de cumplimiento, seguridad, privacidad y auditoría en este directorio, por ejemplo un auditor ISO 27001 en Alemania.",
  fields: {
    services: "Servicios",
    frameworks: "Marcos",
    regions: "Regiones",
    industries: "Sectores",
    sizes: "Tamaño de clientes",
    languages: "Idiomas",
    problems: "Problemas que resuelven",
    details: "Detalles",
  },
};

/** The language the built-in responder falls back to. */
export const FALLBACK_PHRASES = en;

/** The built-in responder's languages; the first is the fallback. */
export const GROUNDED_PHRASES: Readonly<Record<string, GroundedPhrases>> = { en, de, fr, es };
