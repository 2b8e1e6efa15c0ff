import { useNavigate } from 'react-router-dom';
import { RegisterScreen } from 'spend-ui/features';
import { useSessionStore } from '../session/index.js';

/** /register: success goes to the phone-verification step. */
export default function RegisterPage() {
  const store = useSessionStore();
  const navigate = useNavigate();
  return (
    <RegisterScreen
      onRegister={async (request) => {
        await store.register(request);
        await navigate('/phone-verification');
      }}
    />
  );
}
