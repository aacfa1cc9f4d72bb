/**
 * The site's Spanish words for the academy's things, one list for every Spanish text: the pages'
 * catalogues (web/src/i18n/messages/*.es.json), the emails (shared/emailTexts.ts), the calendar
 * feed (api/features/events/feedTexts.ts) and the offline texts (shared/offlineMessages.ts). A family
 * reads "anuncio" for an announcement and "aviso" for a notice by email everywhere, never both
 * for one thing. api/glossary.test.ts checks every store against it.
 */
export const GLOSSARY_ES = {
  class: { es: 'clase', plural: 'clases' },
  rehearsal: { es: 'ensayo', plural: 'ensayos' },
  practice: { es: 'práctica', plural: 'prácticas' },
  ensemble: { es: 'conjunto', plural: 'conjuntos' },
  drumline: { es: 'Drumline', plural: 'Drumline' },
  colorGuard: { es: 'Color Guard', plural: 'Color Guard' },
  notice: { es: 'aviso', plural: 'avisos' },
  announcement: { es: 'anuncio', plural: 'anuncios' },
  /** Of a class (la clase): feminine. */
  cancelled: { es: 'cancelada', plural: 'canceladas' },
} as const;
export type GlossaryTerm = keyof typeof GLOSSARY_ES;

/** The word with a capital first letter ("Cancelada", "Conjunto"), for labels. */
export const capitalised = (term: GlossaryTerm, plural = false) => {
  const w = plural ? GLOSSARY_ES[term].plural : GLOSSARY_ES[term].es;
  return w.charAt(0).toUpperCase() + w.slice(1);
};

/**
 * How each English term is recognised in an English text, and the Spanish its counterpart must
 * then hold (any form: singular, plural, capitalised). A Spanish text whose English names a term
 * uses the glossary's word for it.
 */
export const GLOSSARY_MATCH: { term: GlossaryTerm; en: RegExp; es: RegExp }[] = [
  { term: 'announcement', en: /\bannouncements?\b/i, es: /\banuncios?\b/i },
  { term: 'notice', en: /\bnotices?\b/i, es: /\bavisos?\b/i },
  { term: 'ensemble', en: /\bensembles?\b/i, es: /\bconjuntos?\b/i },
  { term: 'rehearsal', en: /\brehearsals?\b/i, es: /\bensayos?\b/i },
  { term: 'practice', en: /\bpractices?\b/i, es: /\bprácticas?\b/i },
  { term: 'cancelled', en: /\bcancell?ed\b/i, es: /\bcancelad[ao]s?\b/i },
  { term: 'class', en: /\bclass(es)?\b/i, es: /\bclases?\b/i },
];

/**
 * The variants the glossary replaced, wrong in any Spanish text: "Ensamble" for the ensemble, a
 * cancelled class "Cancelado", the programs with a gloss in one place only ("Color Guard
 * (banderas)"), and "aviso" where the English says announcement (checked by pairs).
 */
export const WRONG_ES: { wrong: RegExp; use: string }[] = [
  { wrong: /\bensambles?\b/i, use: GLOSSARY_ES.ensemble.es },
  { wrong: /\bcancelados?\b/i, use: GLOSSARY_ES.cancelled.es },
  { wrong: /color guard \(banderas\)/i, use: GLOSSARY_ES.colorGuard.es },
  { wrong: /drumline \(percusión\)|percusión \(drumline\)/i, use: GLOSSARY_ES.drumline.es },
];
