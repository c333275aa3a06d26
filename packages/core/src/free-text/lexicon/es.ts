import { stemmer } from "@orama/stemmers/spanish";
import { defineLexicon } from "./lexicon-schema.ts";

/** How Spanish names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "es",
  name: "Spanish",
  script: "Latin",
  stem: stemmer,
  // "certificarnos" (certify us) stems as "certificados" (certified) does.
  stemExceptions: { keep: ["certificarnos"] },
  countries: [
    "ES",
    "MX",
    "AR",
    "CO",
    "CL",
    "PE",
    "VE",
    "EC",
    "GT",
    "CU",
    "BO",
    "DO",
    "HN",
    "PY",
    "SV",
    "NI",
    "CR",
    "PA",
    "UY",
  ],
  codesOnlyInCapitals: ["es", "se"],
  placeIntroducers: ["cerca", "desde", "en", "de"],
  // A letter's closing words: the few words after them are the writer's signature.
  closings: [
    "saludos",
    "un saludo",
    "gracias",
    "muchas gracias",
    "gracias de antemano",
    "atentamente",
  ],
  // A past vendor: "der bisherige Anbieter kam aus Dänemark".
  encounterWords: [
    "el anterior",
    "nuestro anterior",
    "el antiguo",
    "nuestro antiguo",
    "la anterior",
  ],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["pero", "sino", "aunque", "sin embargo"],
  negations: ["excepto", "salvo"],
  // The writer's name, whatever place it also names: "me llamo Florencia", "aquí Sydney".
  personBefore: "me llamo|mi nombre es|soy|aquí|hola".split("|"),
  languageNames: ["espanol", "ingles"],
  spokenLanguageBefore: [
    "en",
    "habla",
    "hablan",
    "hablar",
    "hablas",
    "hablamos",
    "hable",
    "hablen",
    "hablando",
  ],
  ownPlaceBefore:
    "somos|soy|estamos|con sede|sede|nuestra oficina|nuestras oficinas|filial|oficinas|oficina|sedes|ubicados|ubicadas|ubicada|ubicado|radicados|radicada|establecidos|establecida|situados|situada|basados|basada|localizados|nuestra empresa|nuestra empresa está|nuestra compañía|nuestro equipo|nuestra sede|venimos de|vengo de|operamos desde|nuestra sede central|casa central".split(
      "|",
    ),
  // Between a word asking for a firm and its place: "must be", "available" (`askedLinks`).
  askedLinks:
    "debe estar ubicado|debe estar ubicada|debe estar situado|debe estar basado|debe estar radicado|deben estar ubicados|debería estar ubicado|debe estar|deben estar|debería estar|debe ser|deben ser|idealmente|preferiblemente|disponible|disponibles|ubicado|ubicada|ubicados|situado|situada|presente|presentes|con oficina|con oficinas".split(
      "|",
    ),
  askers:
    "consultor*|consultora*|empresa|empresas|proveedor*|socio|socios|auditor*|auditoría|certific*|experto*|alguien|ayuda|abogado*|despacho*|presencia|cobertura|cubra|cubran|cubre|cubrir|especialista*|firma|firmas|compañía*|consultoría*|asesor*|agencia*|evaluador*|pentester*|organismo*|entidad*|preferiblemente|preferentemente|idealmente|local|locales".split(
      "|",
    ),
  othersPlaceAfter:
    "clientes|cliente|empresa matriz|proveedores|inversores|mercado|usuarios|distribuidores|servidores|casa matriz|matriz|sociedad matriz|empresa madre|accionistas|inversionistas|pacientes|compradores|mercados|usuarias|consumidores|clientela|revendedores|centro de datos|centros de datos|fundadores|dueños|propietarios".split(
      "|",
    ),
  partyLinks:
    "son|es|están|está|en|de|del|la|el|los|las|sobre todo|principalmente|mayoritariamente|ubicados|ubicado|ubicada|basados|basado|todo|toda".split(
      "|",
    ),
  // "y" (and): a service after it is no part of a framework held before it.
  filler: ["con", "para", "sin", "sobre", "entre", "desde", "y"],
  // A party before its people's word, as these languages write them: "clientes mexicanos".
  othersPlaceBefore: [
    ..."clientes|proveedores|inversores|usuarios|distribuidores|servidores|mercado".split("|"),
    // Where the writer sells, who owns them, where systems are hosted: "vendemos a Alemania".
    ..."vendemos en|vendemos a|vender en|ventas en|exportamos a|exportar a|expandirnos a|expandirnos en|expansión a|expansión en|lanzamiento en|filial de|filial de un|filial de una|subsidiaria de|subsidiaria de un|subsidiaria de una|propiedad de|adquirida por|adquiridos por|alojado en|alojados en|alojada en|alojadas en|hospedado en|hospedados en|hospedada en|alojamiento en|subcontratado en|tercerizado en".split(
      "|",
    ),
  ],
  assessmentWords: [
    "evaluación",
    "evaluaciones",
    "assessment",
    "assessments",
    // Its report: "el informe SOC 2", "el reporte".
    "informe",
    "informes",
    "reporte",
    "reportes",
  ],
  // Common words near places' names, never read as their misspellings ("alguna": no Laguna).
  commonWords: ["alguna", "alguno", "algunas", "algunos", "ninguna", "ninguno", "ciber", "compras"],
  joins: ["y", "o"],
  // A framework or service declined, deferred or handled: "no necesitamos pentest", "el SOC 2 puede esperar", "... pero eso ya está cubierto".
  declinedBefore:
    "no necesitamos|no buscamos|en lugar de|en vez de|no el|no la|no un|no una|en lugar del|en vez del|no necesito|no busco|no queremos|no quiero|no estamos buscando|no nos interesa|no nos hace falta|no requerimos|no estamos interesados en|sin necesidad de|no vamos a contratar|no contemplamos|prescindimos de|no tenemos previsto|no está previsto|no hace falta|no es necesario un|no es necesaria una".split(
      "|",
    ),
  declinedAfter:
    "no es necesario|no es necesaria|no hace falta|puede esperar|vendrá después|vendrá más adelante|será más adelante|ya está cubierto|ya está cubierta|está cubierto|ya está resuelto|no es para nosotros|ya lo tenemos|ya la tenemos|ya lo tenemos contratado|ya los tenemos|ya está contratado|ya está contratada|ya está elegido|ya está hecho|ya está hecha|ya lo hicimos|ya la hicimos|ya está terminado|ya está terminada|está terminado|lo tenemos cubierto|por ahora no|de momento no|lo dejamos para más adelante|lo dejamos para después|queda para más adelante|queda para después|es para más adelante|será para más adelante|no es prioridad|no es prioritario|no es prioritaria|todavía no hace falta|aún no hace falta|no lo necesitamos|no la necesitamos|ya terminamos".split(
      "|",
    ),
  // A service the writer has or has had done: "ya tenemos consultor", "ya trabajamos con un auditor". No
  // service asked for.
  doneBefore:
    "ya tenemos|ya tenemos un|ya tenemos una|ya contamos con|ya trabajamos con|ya estamos trabajando con|ya contratamos|ya contratamos a|ya hemos contratado|ya hemos contratado a|ya elegimos|ya tenemos contratado|ya tenemos contratada|terminamos con|ya terminamos con|hemos terminado con|ya acabamos con|ya hicimos|ya hicimos la|ya hicimos el|ya hemos hecho|ya hemos realizado|ya realizamos".split(
      "|",
    ),
  declinedLater:
    "eso ya está cubierto|eso está resuelto|eso puede esperar|eso vendrá después|eso no es para nosotros|eso ya lo tenemos|eso ya lo hicimos|eso ya está hecho|eso lo dejamos para después|eso lo dejamos para más adelante|eso no hace falta|eso no lo necesitamos|eso por ahora no".split(
      "|",
    ),
  // None of a service: "sin consultores", "ningún pentest".
  lackedBefore: ["sin", "ningún", "ninguna"],
  // A tool like a product: "una herramienta como Vanta", "Vanta o Drata".
  productAsks:
    "como|parecido a|similar a|alternativa a|alternativas a|españolas a|locales a|en lugar de|en vez de|reemplazar|sustituir".split(
      "|",
    ),
  productComparisons: ["o"],
  // A framework the writer holds already: "ya tenemos ISO 27001", "nuestra ISO 27001 vigente".
  heldBefore:
    "ya tenemos|ya tengo|ya contamos con|contamos con|ya disponemos de|ya obtuvimos|obtuvimos|hemos obtenido|ya pasamos|superamos|hemos superado|hemos pasado|ya estamos certificados en|estamos certificados en|ya somos|mantenemos|nuestra actual|nuestro actual".split(
      "|",
    ),
  heldAfter:
    "ya lo tenemos|ya la tenemos|ya lo tengo|ya la tengo|ya está|vigente|existente|en vigor|ya implementado|ya implementada|ya implantado|ya implantada|ya obtenido|ya obtenida|certificados desde|certificado desde|certificada desde".split(
      "|",
    ),
  // Help towards a framework named anywhere in the text: implementation consulting.
  frameworkHelp: {
    "implementation-consulting":
      "acompañarnos|nos acompañe|prepararnos|guiarnos|cumplir con|adecuarnos|adecuación|montar|redactar|redacte|ayudarnos a rellenar|ayudarnos a completar|ayudar a rellenar".split(
        "|",
      ),
  },
  // Streets named after places: "Rue de Londres", "Calle de Alcalá".
  eponymBefore: "calle de|calle|avenida de|avenida|paseo de".split("|"),
  spokenLanguageSuffixes: ["hablante*", "fono*"],
  catalogLanguages: {
    // "hispano", "anglo", "franco", "luso" as in "hispanohablante", "anglófono" (suffixes above).
    English: ["inglés", "anglo"],
    German: ["alemán"],
    French: ["francés", "franco"],
    Spanish: ["español", "castellano", "hispano"],
    Dutch: ["neerlandés", "holandés"],
    Italian: ["italiano"],
    Portuguese: ["portugués", "luso"],
    Swedish: ["sueco"],
    Danish: ["danés"],
    Norwegian: ["noruego"],
    Finnish: ["finlandés"],
    Polish: ["polaco"],
    Czech: ["checo"],
    Japanese: ["japonés"],
    Korean: ["coreano"],
    Chinese: ["chino"],
    Arabic: ["árabe"],
    Hebrew: ["hebreo"],
  },
  sizes: {
    startup: ["emergente", "emergentes"],
    smb: ["pyme", "pymes", "pequeña* empresa*", "pequeña* y mediana* empresa*"],
    "mid-market": ["mediana* empresa*"],
    enterprise: ["grande* empresa*", "multinacional*"],
  },
  headcountWords: ["empleados", "trabajadores", "personas"],
  industries: {
    Fintech: ["pago", "pagos", "banco", "bancos", "banca"],
    Healthcare: ["salud", "sanitar*", "hospital*", "clínica*"],
    "Public sector": ["sector público", "gobierno*", "administración pública"],
    "E-commerce": ["comercio electrónico", "tienda* online", "tienda* en línea"],
    Manufacturing: ["fábrica*", "industria"],
    Telecommunications: ["telecomunicac*"],
    Energy: ["energía*"],
    Insurance: ["seguro", "seguros", "asegurador*"],
    "AI/ML": ["ia", "inteligencia artificial"],
    Education: ["educac*", "escuela*", "universidad*"],
    Gaming: ["juego", "juegos", "videojuego*", "casino*"],
    Automotive: ["automoci*", "automóvil*"],
    Biotech: ["biotecnolog*", "farmac*"],
    Legal: ["abogad*", "bufete*"],
  },
  topicWords: [
    ..."*segurid*|ciber*|privacidad*|rgpd*|riesgo*|auditor*|certifica*|cumplimiento|presencia|cobertura|cubra|cubran|cubre|cubrir".split(
      "|",
    ),
    ..."proveedor*|asesor*|consultor*|especialista*|política*|regulac*|recomiend*|recomend*".split(
      "|",
    ),
    "protección de datos",
  ],
  vendorFocus: [
    ...["cuéntame", "háblame", "dime"].flatMap((tell) =>
      ["sobre", "de", "más de"].map((about) => `${tell} ${about}`),
    ),
    "más sobre",
    "más información sobre",
    "qué hay de",
    "quién es",
  ],
  articles: ["el", "la", "los", "las", "un", "una", "unos", "unas"],
  followUps: ["esos", "esas", "estos", "estas", "también", "entre ellos", "de ellos"],
  landmarksBefore:
    "antes de la|antes de nuestra|antes de una|antes del|después de la|después de nuestra|después del|en la próxima|en nuestra próxima|prepararnos para la|prepararnos para el|preparación para la|preparación para el".split(
      "|",
    ),
  // Help with a framework no service's name follows (\`*\` last): the consulting it asks for.
  serviceVerbs: {
    "implementation-consulting":
      "ayuda con|ayuda con el|ayuda con la|ayudarnos con|apoyo con|apoyo en|asesoría en|asesoría sobre"
        .split("|")
        .map((verb) => `${verb} *`),
  },
  certificationWords: "certificación|certificaciones".split("|"),
  workWords: [
    ..."auditoria|auditorias".split("|"),
    ..."consultoria|consultor|consultores".split("|"),
  ],
  // A standard is what a service works to: "la norme ISO 27001" (never a misspelt place).
  serviceObjects: "norma|normas".split("|"),
  terms: {
    // The ISMS as Spanish names it: "sistema de gestión de seguridad de la información".
    frameworks: { "iso-27001": ["sgsi"] },
    regions: {
      eu: ["europeo"],
      nordics: ["escandinavia"],
      us: ["estados unidos", "eeuu"],
      uk: ["reino unido"],
      de: ["alemania"],
      fr: ["francia"],
      es: ["espanol", "espanola"],
      ch: ["suiza"],
      nl: ["paises bajos", "holanda"],
      be: ["belgica"],
      ie: ["irlanda"],
      se: ["suecia"],
      dk: ["dinamarca"],
      no: ["noruega"],
    },
    serviceTypes: {
      "certification-body": [
        "auditoria de certificacion",
        "auditorias de certificacion",
        "organismo de certificacion",
        "entidad de certificacion",
        "entidad certificadora",
        "certificadora",
        "certificarnos",
      ],
      audit: [
        // The assessment of a framework whose audit is called one (TISAX, HITRUST, CMMC), as in English.
        "evaluación tisax",
        "evaluación hitrust",
        "evaluación cmmc",
        "auditoria",
        "auditorias",
        "auditor",
        "auditores",
        "firma de auditoria",
      ],
      "readiness-assessment": [
        "preauditoria",
        "preparacion para la auditoria",
        "preparacion para la certificacion",
      ],
      "gap-analysis": ["analisis de brechas", "analisis de gap", "analisis de deficiencias"],
      vciso: ["ciso externo", "ciso virtual", "ciso como servicio"],
      "penetration-testing": [
        "prueba de penetracion",
        "pruebas de penetracion",
        "test de intrusion",
        "pruebas de intrusion",
        "hacking etico",
      ],
      "compliance-automation": [
        "software de cumplimiento",
        "plataforma de cumplimiento",
        "automatizacion del cumplimiento",
        "automatizar",
        "automatizacion",
        "herramienta grc",
        "herramienta de cumplimiento",
      ],
      "implementation-consulting": [
        "implantar",
        "consultoria",
        "consultor",
        "consultores",
        "asesoria",
        "asesor",
        "asesores",
        "implantacion",
        "implementacion",
      ],
      "internal-audit": ["auditoria interna", "auditor interno"],
      "privacy-consulting": [
        "delegado de proteccion de datos",
        "dpo externo",
        "consultoria de privacidad",
        "evaluacion de impacto",
        "eipd",
      ],
      "security-awareness-training": [
        "formacion",
        "concienciacion",
        "capacitacion",
        "formacion en ciberseguridad",
        "simulacion de phishing",
      ],
      "managed-security": [
        "soc gestionado",
        "soc como servicio",
        "servicios de seguridad gestionados",
      ],
      "risk-assessment": ["analisis de riesgos", "evaluacion de riesgos", "gestion de riesgos"],
      "legal-advisory": [
        "abogado",
        "abogados",
        "despacho de abogados",
        "bufete",
        "asesoria juridica",
        "asesoria legal",
      ],
    },
  },
});
