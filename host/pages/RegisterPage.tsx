import { useNavigate } from 'react-router-dom';
import { RegisterScreen, useSignIn } from 'spend-ui/features';
import { fromRegistration } from './legalLinks.js';

/** /register: success goes to the phone-verification step. */
export default function RegisterPage() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  return (
    <RegisterScreen
      termsHref={fromRegistration('/terms')}
      privacyHref={fromRegistration('/privacy')}
      onRegister={async (request) => {
        await signIn.register(request);
        await navigate('/phone-verification');
      }}
    />
  );
}
