import { cardListScope } from '../access/scopes.js';
import type { User } from '../session/user.js';
import { useEmployees } from './api.js';
import { cardAssignees, type Employee } from './model.js';

/**
 * Who this user may assign a card to: dashboard-ready employees of the company, or of the manager's team;
 * `isLoading` until the employees have come.
 */
export function useCardAssignees(user: User): { assignees: Employee[]; isLoading: boolean } {
  const { data, isLoading } = useEmployees(true);
  const teamOf = cardListScope(user) === 'team' ? user.id : undefined;
  return { assignees: cardAssignees(data ?? [], teamOf), isLoading };
}
