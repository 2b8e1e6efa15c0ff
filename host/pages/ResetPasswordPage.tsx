import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ResetPasswordScreen } from 'spend-ui/features';

/** /reset-password/:token: the token is checked on load; 3 s redirects to /login. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const toLogin = useCallback(() => void navigate('/login'), [navigate]);
  return <ResetPasswordScreen token={token} onRedirect={toLogin} />;
}
