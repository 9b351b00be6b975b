import { Route, Routes } from 'react-router';
import { Redirect } from '../../../lib/server-response';
import LegalPrivacy from './legal-privacy';
import LegalRules from './legal-rules';
import LegalTerms from './legal-terms';

/** The /legal/* pages, one chunk for the area (see team-routes.tsx). */
export default function LegalRoutes({ notFound }: { notFound: React.ReactNode }) {
  return (
    <Routes>
      <Route index element={<Redirect to="/legal/terms" />} />
      <Route path="terms" element={<LegalTerms />} />
      <Route path="privacy_policy" element={<LegalPrivacy />} />
      <Route path="normativa" element={<LegalRules />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
