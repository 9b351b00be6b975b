import { LegalPage } from '../components/legal-page';

/** /legal/terms: general conditions and the cookies and local storage policy (spec 000 §2). */
export default function Page() {
  return <LegalPage doc="terms" titleKey="pages.legalTerms" />;
}
