import { Button } from 'spend-ui';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { FormMoneyField } from '../forms/FormMoneyField.js';
import { useRequestRedemption } from './api.js';
import { RedemptionFormRoot } from './Cashback.styles.js';
import {
  REDEMPTION_ABOVE_MAXIMUM,
  REDEMPTION_AMOUNT,
  REDEMPTION_BELOW_MINIMUM,
  REDEMPTION_MINIMUM_HINT,
  REQUEST_REDEMPTION,
} from './messages.js';
import { emptyRedemptionForm, MAXIMUM_REDEMPTION, MINIMUM_REDEMPTION, redemptionFormSchema } from './model.js';

/**
 * The cashback redemption request (§5): an amount below 100 is refused with the spec's text (on the
 * field and in a toast); the server's results.response shows when it refuses; the form empties after
 * a request is created.
 */
export function RedemptionRequestForm() {
  const form = useSchemaForm(redemptionFormSchema, { defaultValues: emptyRedemptionForm });
  const request = useRequestRedemption();
  const submit = useFormSubmit(
    form,
    async (values) => {
      const outcome = await request.run(values.amount);
      if (outcome.status === 'done') form.reset(emptyRedemptionForm);
      return outcome;
    },
    { invalidNotice: (errors) => errors.amount?.message ?? REDEMPTION_BELOW_MINIMUM },
  );
  return (
    <RedemptionFormRoot noValidate onSubmit={submit} aria-label={REQUEST_REDEMPTION}>
      <FormMoneyField
        control={form.control}
        name="amount"
        label={REDEMPTION_AMOUNT}
        description={REDEMPTION_MINIMUM_HINT}
        currency="USD"
        minValue={MINIMUM_REDEMPTION}
        maxValue={MAXIMUM_REDEMPTION}
        belowMinimumMessage={REDEMPTION_BELOW_MINIMUM}
        aboveMaximumMessage={REDEMPTION_ABOVE_MAXIMUM}
        isRequired
      />
      <Button type="submit" isPending={request.pending}>
        {REQUEST_REDEMPTION}
      </Button>
    </RedemptionFormRoot>
  );
}
