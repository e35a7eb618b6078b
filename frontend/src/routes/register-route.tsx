import { AuthLayout } from '../features/auth/components/auth-layout';
import { RegisterForm } from '../features/auth/components/register-form';
import { useDocumentTitle } from '../lib/use-document-title';

const artworkPoints = [
  'Book rooms across our properties in a few steps',
  'See your latest bookings on your own dashboard',
  'Apply to join our team and follow every step',
] as const;

export function RegisterRoute() {
  useDocumentTitle('Create Account');
  return (
    <AuthLayout
      eyebrow="Get Started"
      title="Create Your Account"
      description="Join Suvarna Hotels & Resorts to book stays, manage reservations and track applications."
      artworkTitle="Begin a Journey of Effortless Luxury"
      artworkPoints={artworkPoints}
    >
      <RegisterForm />
    </AuthLayout>
  );
}
