import { SignInForm } from '../../../site/backoffice/SignInForm';

export default function BackofficeSignIn() {
  return <SignInForm />;
}
