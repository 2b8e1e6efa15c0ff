// The spec's texts for the Team page, the Member Details drawer and the member form
// (cards-transactions-team.md §2, §4, §5, §8). Quoted verbatim.

export const TEAM_TITLE = 'Team';
export const ADD_MEMBER = 'Add member';
export const MEMBER_DETAILS = 'Member Details';
export const INVITE_MEMBER = 'Invite';
export const UPDATE_MEMBER = 'Update';

export const INVITE_ACCEPTED = 'Accepted';
export const INVITE_UNACCEPTED = 'UnAccepted';

export const OWN_PROFILE_REFUSED = 'You cannot update your own profile. Ask your Manager or Admin to do it for you.';
export const INVITE_FAILED = 'Error inviting user. Please contact admin.';
export const BLOCK_FAILED = 'the requested user could not be blocked/unblocked. please try again or contact support';
/** Failing fields of the member form are flagged with this text (§5; no final full stop there). */
export { FORM_HAS_ERRORS_NO_FULL_STOP as MEMBER_FORM_ERRORS } from '../forms/messages.js';

/** '{first name} has been invited to be a/an {role}.' with the article the role's first sound takes. */
export const memberInvited = (firstName: string, article: 'a' | 'an', role: string) =>
  `${firstName} has been invited to be ${article} ${role}.`;
/** '{first name} has been updated.' */
export const memberUpdated = (firstName: string) => `${firstName} has been updated.`;

// The spec names no text for these; they say what failed in the words of the catalogue's neighbours
// ("Team server errors: the server error is shown" — these show only when the server gives none).
export const TEAM_LOAD_FAILED = 'Something went wrong, please try again or contact support.';
export const MEMBER_LOAD_FAILED = 'Something went wrong, please try again or contact support.';
export const MEMBER_UPDATE_FAILED = 'Something went wrong, please try again or contact support.';
export const NO_MEMBERS = 'No team members to show';
export const MEMBER_ACTIVE = 'Active';
export const MEMBER_BLOCKED = 'Blocked';
