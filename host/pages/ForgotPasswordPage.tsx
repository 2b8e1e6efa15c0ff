import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ForgotPasswordScreen } from 'spend-ui/features';

/** /forgot-password: success goes home after 3 s. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate('/'), [navigate]);
  return <ForgotPasswordScreen onDone={goHome} />;
}
