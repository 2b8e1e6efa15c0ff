import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stepFormData, stepPayload } from '../../../features/kyb/wizard/stepPayload.js';
import {
  initialWizardState,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '../../../features/kyb/wizard/wizardState.js';
import { emptyAccountUsage } from '../../../features/kyb/wizard/accountUsage.js';
import { blankShareholder } from '../../../features/kyb/wizard/directors.js';
import { reviewAccountUsage } from '../../../features/kyb/wizard/review.js';

// The reducer's four actions as properties over any sequence of them, and the multipart body of a step.

const usage = emptyAccountUsage();
const review = reviewAccountUsage(usage);
const action: fc.Arbitrary<WizardAction> = fc.oneof(
  fc.constant<WizardAction>({ type: 'updateForm', key: 'accountUsage', value: usage }),
  fc.constant<WizardAction>({ type: 'updateForm', key: 'reviewAccountUsage', value: review }),
  fc.constantFrom<WizardAction>(
    { type: 'deleteForm', key: 'accountUsage' },
    { type: 'deleteForm', key: 'reviewAccountUsage' },
  ),
  fc.record({
    type: fc.constant('updateData' as const),
    key: fc.constantFrom('step', 'legalForm'),
    value: fc.string(),
  }),
  fc.record({
    type: fc.constant('updateContent' as const),
    content: fc.dictionary(fc.constantFrom('kyb', 'help'), fc.string()),
  }),
);

describe('the wizard reducer (§3.4), over any sequence of its four actions', () => {
  it('each action changes only its own area, and the last write of a key wins', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const states = actions.reduce<WizardState[]>(
          (list, next) => [...list, wizardReducer(list[list.length - 1] ?? initialWizardState, next)],
          [initialWizardState],
        );
        actions.forEach((next, index) => {
          const [before, after] = [states[index], states[index + 1]];
          if (!before || !after) throw new Error('a state per action');
          if (next.type !== 'updateForm' && next.type !== 'deleteForm') expect(after.forms).toBe(before.forms);
          if (next.type !== 'updateData') expect(after.data).toBe(before.data);
          if (next.type !== 'updateContent') expect(after.content).toBe(before.content);
          if (next.type === 'updateForm') expect(after.forms[next.key]).toBe(next.value);
          if (next.type === 'deleteForm') expect(next.key in after.forms).toBe(false);
          if (next.type === 'updateData') expect(after.data[next.key]).toBe(next.value);
          if (next.type === 'updateContent') expect(after.content).toMatchObject(next.content);
        });
        // The initial state is never changed in place.
        expect(initialWizardState).toEqual({ forms: {}, data: {}, content: {} });
      }),
    );
  });
});

describe('a step as a multipart body', () => {
  it('repeats lists of texts, names nested entries with brackets, keeps files and leaves out empty values', () => {
    const proof = new File(['%PDF'], 'grace.pdf', { type: 'application/pdf' });
    const body = stepFormData(
      stepPayload({
        destination_of_payments: ['CA', 'GB'],
        payment_value: 250,
        recieve_money_into_new_account: false,
        proof_of_funds: null,
        shareHolders: [{ ...blankShareholder(), firstName: ' Grace ', proofOfId: proof }],
      }),
    );
    expect(body.getAll('destination_of_payments')).toEqual(['CA', 'GB']);
    expect(body.get('payment_value')).toBe('250');
    expect(body.get('recieve_money_into_new_account')).toBe('false');
    expect(body.has('proof_of_funds')).toBe(false);
    expect(body.get('shareHolders[0][firstName]')).toBe('Grace');
    expect(body.get('shareHolders[0][country]')).toBe('CA');
    expect(body.has('shareHolders[0][dob]')).toBe(false);
    expect((body.get('shareHolders[0][proofOfId]') as File | null)?.name).toBe('grace.pdf');
  });
});
