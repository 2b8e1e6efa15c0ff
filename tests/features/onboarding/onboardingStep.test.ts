import { describe, expect, it } from 'vitest';
import { onboardingStep, type User } from 'spend-ui/features';

const complete: User = {
  dashboard_ready: false,
  role: 1,
  permission_level: 1,
  phone_verified: true,
  email_verified: true,
  kyb_form_filled: true,
  bank_connected: true,
  kyb_form_accepted: false,
};

describe('onboardingStep (the ruling order)', () => {
  it('ready: dashboard_ready shows the requested page whatever else is missing', () => {
    expect(onboardingStep({ dashboard_ready: true, email_verified: false, role: 5 })).toBe('ready');
  });
  it('awaiting-role: role 5 comes before verification', () => {
    expect(onboardingStep({ ...complete, role: 5, permission_level: 5, email_verified: false })).toBe('awaiting-role');
  });
  it('verify-contact: e-mail not verified', () => {
    expect(onboardingStep({ ...complete, email_verified: false, kyb_form_filled: false })).toBe('verify-contact');
  });
  it('verify-contact: phone not verified', () => {
    expect(onboardingStep({ ...complete, phone_verified: false })).toBe('verify-contact');
  });
  it('business-form: both verified, form not filled', () => {
    expect(onboardingStep({ ...complete, kyb_form_filled: false, bank_connected: false })).toBe('business-form');
  });
  it('bank-connection: form filled, no bank', () => {
    expect(onboardingStep({ ...complete, bank_connected: false })).toBe('bank-connection');
  });
  it('pending: bank connected, form not accepted', () => {
    expect(onboardingStep(complete)).toBe('pending');
  });
  it('an unknown role is not taken for role 5', () => {
    expect(onboardingStep({ ...complete, role: 'Wizard', permission_level: undefined, kyb_form_filled: false })).toBe(
      'business-form',
    );
  });
});
