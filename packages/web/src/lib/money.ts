/**
 * An amount in euros as the reader's language writes it: "27,50 €" in Spanish and in Basque (the
 * same CLDR pattern; Spanish data is used for Basque because browsers without Basque number data
 * fall back to "€27.50"), "€27.50" in English.
 */
export const formatEuros = (amount: number, lang: string): string =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(amount);
