import { lazy } from 'react';

/** The IBAN editor, loaded on first use: ibantools and the bank table come with the editor only. */
export const IbanEditor = lazy(() => import('./iban-editor'));
