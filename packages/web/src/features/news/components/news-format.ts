/** Dates of news items ('YYYY-MM-DD') in the reader's language: "12 de marzo de 2026", "2026ko martxoaren 12a". */
export function formatNewsDate(date: string, lang: string): string {
  const locale = lang === 'eus' ? 'eu' : lang === 'en' ? 'en-GB' : 'es-ES';
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
}

/** Language attribute for text that may be in another language than the interface. */
export const htmlLang = (lang: string): string => (lang === 'eus' ? 'eu' : lang);

export function formatFileSize(bytes: number, lang: string): string {
  const locale = lang === 'eus' ? 'eu' : lang === 'en' ? 'en-GB' : 'es-ES';
  const nf = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${nf.format(bytes / 1024)} KB`;
  return `${nf.format(bytes / (1024 * 1024))} MB`;
}
