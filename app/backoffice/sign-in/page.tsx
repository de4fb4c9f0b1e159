import { SignInForm } from '../../../backoffice/SignInForm';

export default function BackofficeSignIn() {
  return <SignInForm />;
}
