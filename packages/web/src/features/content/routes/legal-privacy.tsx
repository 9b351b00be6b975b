import { LegalPage } from '../components/legal-page';

/** /legal/privacy_policy: the privacy policy in five tabs (spec 000 §2). */
export default function Page() {
  return <LegalPage doc="privacy" titleKey="pages.legalPrivacy" />;
}
