import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoginForm } from '../features/auth/components/login-form';
import { useDocumentTitle } from '../lib/use-document-title';

const artworkPoints = [
  'Your bookings and stays, all in one place',
  'Track career applications from submission to offer',
  'An AI concierge that knows your preferences',
] as const;

export function LoginRoute() {
  useDocumentTitle('Sign In');
  return (
    <AuthLayout
      eyebrow="Welcome Back"
      title="Sign In to Your Account"
      description="Continue to your bookings, applications and personalised stays."
      artworkTitle="Indian Hospitality, Thoughtfully Reimagined"
      artworkPoints={artworkPoints}
    >
      <LoginForm />
    </AuthLayout>
  );
}
