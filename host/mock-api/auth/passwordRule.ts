import { passwordProblem } from 'spend-ui/features/rules';
import { COMMON_PASSWORDS, serverMessages } from '../core/serverMessages.js';

/**
 * What is wrong with a new password, at registration, reset and change-password alike: the client's own
 * rule (features/auth `passwordProblem`, with its message), then the one check only a server can make, a
 * password too common to be safe. Empty when it may be used.
 */
export function newPasswordProblems(password: string): string[] {
  const problems: string[] = [];
  const problem = passwordProblem(password);
  if (problem) problems.push(problem);
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) problems.push(serverMessages.passwordTooCommon);
  return problems;
}
