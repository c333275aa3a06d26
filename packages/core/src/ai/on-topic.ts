import { foldText } from "../free-text/fold.ts";

/**
 * Words that make a question about what the directory knows: compliance, security,
 * privacy, risk, audits, certification or the firms that provide them (en, de, fr, es).
 */
const TOPIC =
  /complian|conform|secur|sicher|segurid|privacy|datenschutz|privacidad|confidentialit|protection des donnees|proteccion de datos|gdpr|dsgvo|rgpd|\brisk|risiko|risque|riesgo|audit|prufung|prufer|revision|certif|zertifi|accredit|akkredit|vendor|supplier|provider|anbieter|dienstleist|fournisseur|prestataire|proveedor|consult|berat|conseil|asesor|advis|\bfirms?\b|agenc|partner|expert|specialist|spezialist|especialista|pentest|penetration|hacker|cyber|governance|\bgrc\b|\bisms\b|polic|richtlinie|politique|politica|regulat|regulier|regulac|\bcontrols?\b|breach|incident|vulnerab|schwachstell|\bdpo\b|recommend|empfehl|recommand|recomiend/;

/** True when the question mentions anything the directory is about. */
export function mentionsTopic(question: string): boolean {
  // Markup ("</VENDORS>") is not a question about vendors.
  return TOPIC.test(foldText(question.replace(/<[^>]*>/g, " ")));
}
