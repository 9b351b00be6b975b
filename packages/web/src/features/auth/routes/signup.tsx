import { AuthPage } from '../components/auth-page';
import { SignupForm } from '../components/signup-form';

/** /signup (visitors only): the single signup form. */
export default function SignupPage() {
  return (
    <AuthPage page="signup" size={760} padding={{ base: 'md', sm: 'xl' }}>
      <SignupForm />
    </AuthPage>
  );
}
