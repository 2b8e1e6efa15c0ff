import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';

export const PREPARING_MESSAGE = 'Preparing Your Dashboard';

const Register = createContext<((delta: 1 | -1) => void) | null>(null);

const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

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
