import type { User } from 'spend-ui/features/rules';
import type { MembershipRecord } from './model.js';

/**
 * A membership as `can()` and the role tables of features/access read it: which rows a role reads is
 * asked of them (spend-ui/features/rules), never decided in the backend by a role number.
 */
export function roleHolder(membership: Pick<MembershipRecord, 'permission_level'> | undefined): User {
  return { permission_level: membership?.permission_level ?? null };
}
