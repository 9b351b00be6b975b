import { ComingSoon } from '../../../components/coming-soon';

// Placeholder until its issue is built.
export default function Page() {
  return <ComingSoon titleKey="pages.recover" />;
}
