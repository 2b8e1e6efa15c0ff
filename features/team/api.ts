import { fromErrors, fromResults, useApiAction, useApiQuery, useApiRowAction, type FailureText } from '../api/index.js';
import { fromDetail } from '../api/failureMessage.js';
import { BLOCK_FAILED, INVITE_FAILED, MEMBER_UPDATE_FAILED } from './messages.js';
import { invitedMessage, invitePath, updatedMessage, type MemberPayload } from './memberForm.js';
import { type Member } from './model.js';
import { companyListsSchema, memberListSchema, memberSchema } from './schemas.js';

const EMPLOYEES = '/auth/company/employee';
const COMPANY_SETTING = '/auth/company/setting';

/** The members the user's Team page lists (GET /auth/company/employee). */
export function useTeamMembers() {
  return useApiQuery(EMPLOYEES, undefined, { schema: memberListSchema });
}

/** One member, read when the drawer opens them (GET /auth/company/employee/{id}). */
export function useTeamMember(memberId: number | null) {
  return useApiQuery(memberId === null ? null : `${EMPLOYEES}/${memberId}`, undefined, { schema: memberSchema });
}

/** The company setting's locations and departments (read only; the member form's choices). */
export function useCompanyLists() {
  return useApiQuery(COMPANY_SETTING, undefined, { schema: companyListsSchema });
}

/** "Team server errors: the server error is shown" (§8): the write's field messages, errors[0] or detail. */
const SERVER_TEXT = [fromErrors, fromDetail, fromResults('error')];

/**
 * Loading the team or a member fails: the catalogue's text only. The server's detail of a failed read
 * ("Simulated failure.", a proxy's "Service Unavailable") says nothing a user can act on; the write
 * errors above are the ones the catalogue has the server say.
 */
export const TEAM_LOAD_FAILURE = (fallback: string): FailureText => ({ fallback });

/** Invite fails: the server's error, by default 'Error inviting user. Please contact admin.' (§8). */
export const INVITE_FAILURE: FailureText = { server: SERVER_TEXT, fallback: INVITE_FAILED };
/** Update fails: the server's error is shown (§8). */
export const UPDATE_FAILURE: FailureText = { server: SERVER_TEXT, fallback: MEMBER_UPDATE_FAILED };
/** Block or unblock fails: the catalogue's one text (§8). */
export const ACTIVE_TOGGLE_FAILURE: FailureText = { fallback: BLOCK_FAILED };

const revalidate = [EMPLOYEES];

/** What an invite or update came to: the member as the server answers, and the success text. */
export interface MemberSaved {
  member: Member;
  message: string;
}

/**
 * POST /auth/users/company/invite/company-{role} with the member body; success: '{first name} has been
 * invited to be a/an {role}.' with the first name as typed.
 */
export function useInviteMember() {
  return useApiAction(
    async (client, payload: MemberPayload, firstName: string): Promise<MemberSaved> => {
      const body = await client.post<{ results: Member }>(invitePath(payload.role), payload);
      return { member: body.results, message: invitedMessage({ first_name: firstName, role: payload.role }) };
    },
    { success: (saved) => saved.message, failure: INVITE_FAILURE, revalidate },
  );
}

/** PATCH /auth/company/employee/{id} with the member body; success: '{first name} has been updated.' */
export function useUpdateMember() {
  return useApiAction(
    async (client, memberId: number, payload: MemberPayload, firstName: string): Promise<MemberSaved> => {
      const body = await client.patch<{ results: Member }>(`${EMPLOYEES}/${memberId}`, payload);
      return { member: body.results, message: updatedMessage({ first_name: firstName }) };
    },
    { success: (saved) => saved.message, failure: UPDATE_FAILURE, revalidate },
  );
}

/** POST /auth/user/block/{id} (`active` false) or /auth/user/unblock/{id} (`active` true). */
export function useSetMemberActive() {
  return useApiRowAction(
    (client, memberId: number, active: boolean) =>
      client.post<unknown>(`/auth/user/${active ? 'unblock' : 'block'}/${memberId}`),
    { failure: ACTIVE_TOGGLE_FAILURE, revalidate },
  );
}
