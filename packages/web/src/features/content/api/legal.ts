import type { LegalDocument, LegalDocumentKey } from '@club/domain/content/content.schemas';
import type { Language } from '@club/domain/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_MS, fetchData } from './fetch-data';

/** A legal text in the reader's language (v2/content/legal/:doc?lang=). */
export const legalQuery = (doc: LegalDocumentKey, lang: Language) =>
  queryOptions({
    queryKey: ['content', 'legal', doc, lang],
    staleTime: CONTENT_STALE_MS,
    queryFn: ({ signal }) => fetchData<LegalDocument>(`content/legal/${doc}`, { lang }, signal),
  });

// While the other language loads, the previous text stays on screen instead of a spinner.
export const useLegalDocument = (doc: LegalDocumentKey, lang: Language) =>
  useQuery({ ...legalQuery(doc, lang), placeholderData: keepPreviousData });

/** The PDF of the rules or statutes, built by the server from the same text; es or eus. */
export const legalPdfUrl = (doc: 'rules' | 'statutes', lang: Language): string =>
  `/api/v2/content/legal/${doc}/pdf?lang=${lang === 'eus' ? 'eus' : 'es'}`;
