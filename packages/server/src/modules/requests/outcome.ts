/** A business outcome of a requests call: data, or a catalogue code (HTTP 200, success 0) with an optional text. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; code: number; ext?: string };

/** The bank page's language for a payer. */
export const payLanguage = (lang: string): 'es' | 'eus' | 'en' => (lang === 'eus' || lang === 'en' ? lang : 'es');
