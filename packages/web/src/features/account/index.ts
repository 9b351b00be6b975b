/**
 * The account feature's public entry: what the family's person tabs reuse for a managed person
 * (the account's forms and cards, its data calls) and the small pieces the features after it
 * share (a section card, the toast, field errors, failure reports).
 */
export { accountCalls, readAsDataUrl, useMyAccount, useRefreshAccount } from './api/account-api';
export { downloadMyData } from './api/export-data';
export { reportFailure } from './api/report-failure';
export { default as accountClasses } from './components/account.module.css';
export { initialsOf } from './components/avatar-field';
export { BankDetailsCard } from './components/bank-details-card';
export { FamilyAccessRequest } from './components/courses-section';
export { EditUserForm } from './components/edit-user-form';
export { IbanEditor } from './components/lazy-iban-editor';
export { PendingPaymentsList, type PendingGroup } from './components/pending-payments-list';
export { AccountModal, LoadingBlock, SectionCard } from './components/section-parts';
export { SettingsSection } from './components/settings-section';
export { toast } from './components/toast';
export { useFieldError } from './components/use-field-error';
export { accountAuditWords } from './console/audit-words';
