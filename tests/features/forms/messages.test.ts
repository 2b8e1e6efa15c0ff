import { describe, expect, it } from 'vitest';
import { FORM_HAS_ERRORS, FORM_HAS_ERRORS_NO_FULL_STOP } from '../../../features/forms/messages.js';

// The form-level notice as each catalogue writes it.
describe('form-level notice', () => {
  it('with the final full stop: card form, "Form errors" row, settings save', () => {
    // cards-transactions-team.md §5 card form and its catalogue; access-settings-banking.md settings save.
    expect(FORM_HAS_ERRORS).toBe('There are errors in the form, please review and try again later.');
  });

  it('without it: KYB wizard form errors, team member form', () => {
    // kyb-onboarding.md "Wizard form errors"; cards-transactions-team.md §5 team member form.
    expect(FORM_HAS_ERRORS_NO_FULL_STOP).toBe('There are errors in the form, please review and try again later');
  });

  it('the two differ only by the full stop', () => {
    expect(`${FORM_HAS_ERRORS_NO_FULL_STOP}.`).toBe(FORM_HAS_ERRORS);
  });
});
