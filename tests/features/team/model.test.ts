import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError, type Member } from 'spend-ui/features';
import { failureMessage } from 'spend-ui/features/internal';
import { INVITE_FAILURE, ACTIVE_TOGGLE_FAILURE, UPDATE_FAILURE } from '../../../features/team/api.js';
import {
  acceptedInviteLabel,
  indefiniteArticle,
  managerChoices,
  memberRole,
  memberRoleLabel,
} from '../../../features/team/model.js';
import {
  emptyMemberForm,
  invitePath,
  invitedMessage,
  isRoleChosen,
  memberFormFrom,
  phoneCountry,
  splitName,
  toMemberPayload,
  updatedMessage,
  type MemberFormValues,
} from '../../../features/team/memberForm.js';
import { memberFormSchema } from '../../../features/team/schemas.js';
import { BLOCK_FAILED, INVITE_FAILED } from '../../../features/team/messages.js';

const FORM_ERRORS = 'There are errors in the form, please review and try again later';

const filledForm: MemberFormValues = {
  first_name: ' Ada ',
  last_name: 'Lovelace ',
  email: ' Ada.Lovelace@Northwind.example ',
  employee_number: ' NW-2001 ',
  dial_code: '+44',
  phone: '2079460958',
  role: 'manager',
  assigned_manager: '1',
  department: '3',
  location: '',
};

const member = (overrides: Partial<Member>): Member => ({
  id: 10,
  name: 'Mei Lin Zhou',
  email: 'mei.lin.zhou@northwind.example',
  phone: '(416) 555-0134',
  phone_code: '+1',
  employee_number: 'NW-1010',
  permission_level: 'CompanyEmployee',
  is_active: true,
  dashboard_ready: true,
  assigned_manager: { manager__id: 3, manager__name: 'Priya Natarajan' },
  setting: { location: { id: 1, name: 'Toronto' }, department: { id: 2, name: 'Operations' } },
  ...overrides,
});

describe('the invite and update payload', () => {
  it('joins the name, lower-cases the e-mail and sends the phone as plus sign, code and number', () => {
    expect(toMemberPayload(filledForm)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada.lovelace@northwind.example',
      phone: '+442079460958',
      employee_number: 'NW-2001',
      department: 3,
      loc: null,
      role: 'manager',
      assignedManager: 1,
    });
  });

  it('keeps only the digits of code and number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+\d{1,4}$/), fc.stringMatching(/^\d{4,12}$/), (code, number) => {
        const { phone } = toMemberPayload({ ...filledForm, dial_code: code, phone: number });
        expect(phone).toBe(`+${code.slice(1)}${number}`);
        expect(phone).toMatch(/^\+\d+$/);
      }),
    );
  });

  it('invites on the role with the company- prefix', () => {
    expect(invitePath('book-keeper')).toBe('/auth/users/company/invite/company-book-keeper');
    expect(invitePath('employee')).toBe('/auth/users/company/invite/company-employee');
  });

  it('fills the form from a member and sends back what it read', () => {
    const form = memberFormFrom(member({}));
    expect(form).toEqual({
      first_name: 'Mei',
      last_name: 'Lin Zhou',
      email: 'mei.lin.zhou@northwind.example',
      employee_number: 'NW-1010',
      dial_code: '+1',
      phone: '4165550134',
      role: 'employee',
      assigned_manager: '3',
      department: '2',
      location: '1',
    });
    expect(toMemberPayload(form)).toMatchObject({ name: 'Mei Lin Zhou', phone: '+14165550134', loc: 1, department: 2 });
    expect(phoneCountry(member({}))).toBe('CA');
    expect(splitName('  Cher ')).toEqual({ first: 'Cher', last: '' });
  });
});

describe('the member form rules', () => {
  const errorsOf = (values: MemberFormValues) => {
    const result = memberFormSchema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it('flags every required field with the form notice; department and location are optional', () => {
    expect(errorsOf(emptyMemberForm)).toEqual({
      first_name: FORM_ERRORS,
      last_name: FORM_ERRORS,
      email: FORM_ERRORS,
      employee_number: FORM_ERRORS,
      phone: FORM_ERRORS,
      role: FORM_ERRORS,
      assigned_manager: FORM_ERRORS,
    });
    expect(errorsOf(filledForm)).toEqual({});
  });

  it('wants a numeric phone and a country code', () => {
    expect(errorsOf({ ...filledForm, phone: '416-555' })).toEqual({ phone: FORM_ERRORS });
    expect(errorsOf({ ...filledForm, dial_code: '' })).toEqual({ dial_code: FORM_ERRORS });
  });

  it("refuses a role that is empty, 'none' or 'unassigned'", () => {
    for (const role of ['', 'none', 'unassigned', ' None ', 'UNASSIGNED']) {
      expect(isRoleChosen(role)).toBe(false);
      expect(errorsOf({ ...filledForm, role })).toEqual({ role: FORM_ERRORS });
    }
    expect(isRoleChosen('employee')).toBe(true);
  });
});

describe('role rules', () => {
  it('reads level names and numbers; kyb-group shows as no role', () => {
    expect(['CompanyAdmin', 'CompanyBookKeeper', 'CompanyManager', 'CompanyEmployee'].map(memberRole)).toEqual([
      'admin',
      'book-keeper',
      'manager',
      'employee',
    ]);
    expect([1, 2, 3, 4].map(memberRoleLabel)).toEqual(['Admin', 'BookKeeper', 'Manager', 'Employee']);
    expect(memberRole('kyb-group')).toBeNull();
    expect(memberRoleLabel('kyb-group')).toBe('');
    expect(memberRoleLabel(5)).toBe('');
    expect(memberRoleLabel(null)).toBe('');
    // An unknown level is named as CompanyAdmin is (spec README), but gives no role to the form.
    expect(memberRoleLabel('Superuser')).toBe('Admin');
    expect(memberRole('Superuser')).toBeNull();
  });

  it('offers active admins and managers as assigned managers, never the member edited', () => {
    const members = [
      member({ id: 1, permission_level: 'CompanyAdmin' }),
      member({ id: 2, permission_level: 'CompanyManager' }),
      member({ id: 3, permission_level: 'CompanyManager', is_active: false }),
      member({ id: 4, permission_level: 'CompanyBookKeeper' }),
      member({ id: 5, permission_level: 'CompanyEmployee' }),
      member({ id: 6, permission_level: 'kyb-group' }),
    ];
    expect(managerChoices(members).map((entry) => entry.id)).toEqual([1, 2]);
    expect(managerChoices(members, 2).map((entry) => entry.id)).toEqual([1]);
  });

  it('shows the invite as Accepted or UnAccepted', () => {
    expect(acceptedInviteLabel({ dashboard_ready: true })).toBe('Accepted');
    expect(acceptedInviteLabel({ dashboard_ready: false })).toBe('UnAccepted');
    expect(acceptedInviteLabel({ dashboard_ready: null })).toBe('UnAccepted');
  });
});

describe('a or an', () => {
  it('follows the first sound of each role', () => {
    expect(invitedMessage({ first_name: 'Ada', role: 'admin' })).toBe('Ada has been invited to be an Admin.');
    expect(invitedMessage({ first_name: 'Ben', role: 'book-keeper' })).toBe('Ben has been invited to be a BookKeeper.');
    expect(invitedMessage({ first_name: 'Cy', role: 'manager' })).toBe('Cy has been invited to be a Manager.');
    expect(invitedMessage({ first_name: 'Di', role: 'employee' })).toBe('Di has been invited to be an Employee.');
    expect(updatedMessage({ first_name: ' Ada ' })).toBe('Ada has been updated.');
  });

  it.each([
    ['Owner', 'an'],
    ['Intern', 'an'],
    ['Auditor', 'an'],
    ['Director', 'a'],
    ['User', 'a'],
    ['Union rep', 'a'],
    ['Umpire', 'an'],
    ['European lead', 'a'],
    ['One-off helper', 'a'],
    ['Hour-based contractor', 'an'],
    ['Honorary member', 'an'],
    ['Head of sales', 'a'],
    ['HR partner', 'an'],
    ['FBI agent', 'an'],
    ['USB', 'a'],
    ['CFO', 'a'],
  ] as const)('%s takes "%s"', (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });
});

describe('failure texts', () => {
  const http = (status: number, body: unknown) => new ApiError({ kind: 'http', status, body });

  it("shows the server's error on invite, else the catalogue's default", () => {
    expect(
      failureMessage(http(400, { errors: { email: ['A user with this email already exists.'] } }), INVITE_FAILURE),
    ).toBe('A user with this email already exists.');
    expect(failureMessage(http(500, {}), INVITE_FAILURE)).toBe(INVITE_FAILED);
    expect(failureMessage(new ApiError({ kind: 'network', status: 0, body: undefined }), INVITE_FAILURE)).toBe(
      'Error inviting user. Please contact admin.',
    );
    expect(failureMessage(http(400, { detail: 'Not allowed here.' }), UPDATE_FAILURE)).toBe('Not allowed here.');
  });

  it('shows one text when a block or unblock fails, whatever the server says', () => {
    expect(failureMessage(http(400, { results: { error: 'x' } }), ACTIVE_TOGGLE_FAILURE)).toBe(BLOCK_FAILED);
    expect(BLOCK_FAILED).toBe('the requested user could not be blocked/unblocked. please try again or contact support');
  });
});
