/** The members' documents' public entry: the documents and SEPA mandates of persons, for the data export. */
export { listMandates, listPersonDocuments } from './documents.repository.js';
