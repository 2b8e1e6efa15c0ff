import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';

export const PREPARING_MESSAGE = 'Preparing Your Dashboard';

const Register = createContext<((delta: 1 | -1) => void) | null>(null);

/**
 * One polite status region for the whole app holding "Preparing Your Dashboard" only while a
 * preparing screen is shown. The loading screens that follow each other (the route's module, then the
 * session check) count as one wait: the message is said once and leaves when the wait ends.
 */
export function PreparingStatusProvider({ children }: { children?: ReactNode }) {
  const [count, setCount] = useState(0);
  const [register] = useState(() => (delta: 1 | -1) => setCount((current) => current + delta));
  return (
    <Register.Provider value={register}>
      <VisuallyHidden role="status">{count > 0 ? PREPARING_MESSAGE : ''}</VisuallyHidden>
      {children}
    </Register.Provider>
  );
}

/** Marks the caller as a preparing screen for as long as it is mounted. */
export function usePreparingStatus() {
  const register = useContext(Register);
  useEffect(() => {
    if (!register) return;
    register(1);
    return () => register(-1);
  }, [register]);
}
