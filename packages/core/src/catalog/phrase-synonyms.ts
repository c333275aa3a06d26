import type { TermTable } from "./term-table.ts";

/**
 * Everyday English names people use for a tag. Inflections need no entry of their own
 * (the table is stemmed), nor do "advice"/"adviser" variants of "consultant".
 */
export const PHRASE_SYNONYMS: TermTable = {
  frameworks: {
    "iso-27001": "iso 27k|information security management",
    "soc-2": "soc ii",
    "soc-1": "soc i",
    "iso-27701": "privacy information management",
    "iso-42001": "ai management",
    "iso-9001": "quality management",
    "iso-22301": "business continuity",
    "pci-dss": "payment card",
    "eu-ai-act": "artificial intelligence act",
  },
  serviceTypes: {
    "certification-body": "certifier|certification company|accredited body",
    audit: "audit company|auditing firm|external auditor",
    "readiness-assessment": "audit prep|audit preparation",
    "gap-analysis": "compliance gap",
    vciso: "ciso|outsourced ciso|interim ciso|external ciso",
    "penetration-testing":
      "penetration tester|pen tester|pentester|ethical hacker|red teaming|security testing|vulnerability assessment",
    "compliance-automation": "automation|compliance platform|compliance tool|grc tool",
    "implementation-consulting": "consulting firm|implementation|implement",
    "privacy-consulting": "privacy consult|data protection consult|dpo",
    "security-awareness-training":
      "training|awareness|phishing test|staff training|employee training|cyber security training",
    "managed-security": "managed soc|security operations center|security operations centre",
    "risk-assessment": "risk management|vendor risk|supplier risk",
    "legal-advisory": "attorney|legal|legal advice|counsel|solicitor",
  },
};
