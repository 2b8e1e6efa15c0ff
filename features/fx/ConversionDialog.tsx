import { useState } from 'react';
import { Button, Dialog, Spinner, Stepper, ActionBar, Stack } from 'spend-ui';
import { useApiClient } from '../api/index.js';
import { formatMoney } from '../format/index.js';
import { OneTimeCodeConfirmation } from '../otp/OneTimeCodeConfirmation.js';
import { OTP_REQUIRED } from '../otp/messages.js';
import { confirmConversion } from './api.js';
import { Notes } from './Converter.styles.js';
import { CONVERSION_CONFIRM_FAILURE } from './failures.js';
import {
  BUY_LABEL,
  CANCEL,
  CONVERSION_COMPLETE,
  CONVERSION_STEPS,
  CONVERSION_TYPE_EARLIEST,
  CONVERSION_TYPE_LABEL,
  CONVERSION_UP_TO_T_PLUS_3,
  CONVERT_TITLE,
  DONE,
  GETTING_A_QUOTE,
  PAYMENT_BY_ONE_WORKING_DAY,
  QUOTE_EXPIRED,
  SELL_LABEL,
} from './messages.js';
import type { Quote, TimedQuote } from './quote.js';
import { QuoteCountdown } from './QuoteCountdown.js';
import { QuoteFactsList } from './QuoteFactsList.js';
import { conversionConfirmation } from './quoteEngine.js';
import type { TimedQuoteControl } from './useTimedQuote.js';

/** What a conversion changes: every balance read (`/account/balances`, `/account/get-balance`, activity). */
const CONVERSION_REVALIDATES = ['/account'];

const STEPS = CONVERSION_STEPS.map((label) => ({ id: label, label }));

export interface ConversionDialogProps {
  /** The converter whose live quote is reviewed and confirmed. */
  control: TimedQuoteControl;
  isOpen: boolean;
  /** The dialog closed (Cancel, Back on Review, Done): it resets itself to Review. */
  onClose: () => void;
}

class ExpiredQuoteError extends Error {
  constructor() {
    super(QUOTE_EXPIRED);
    this.name = 'ExpiredQuoteError';
  }
}

/**
 * The conversion (accounts-payments-recipients.md §4 "Conversion flow"): a full-screen dialog with two
 * steps. Review shows the quote with its own countdown and the one-time code; the code sends the whole
 * live quote once (an expired one never: the step offers a new quote instead). Complete shows the
 * converted amounts.
 */
export function ConversionDialog({ control, isOpen, onClose }: ConversionDialogProps) {
  const client = useApiClient();
  const [converted, setConverted] = useState<{ request: TimedQuote['request']; quote: Quote } | null>(null);

  const close = () => {
    if (converted) control.refresh();
    setConverted(null);
    onClose();
  };

  const submit = async (code: string, channel: 'phone' | 'email') => {
    const timed = control.submittable();
    const confirmation = conversionConfirmation(timed, control.clock.now(), { code, channel });
    if (!timed || !confirmation) throw new ExpiredQuoteError();
    const quote = await confirmConversion(client, confirmation);
    setConverted({ request: timed.request, quote });
    return quote;
  };

  const { status } = control;
  const step = converted ? 'Complete' : 'Review';
  return (
    <Dialog
      variant="fullscreen"
      title={CONVERT_TITLE}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      onBack={close}
    >
      <Stack gap="lg" maxWidth="640px" centered>
        <Stepper steps={STEPS} currentStepId={step} />
        {converted ? (
          <>
            <h2>{CONVERSION_COMPLETE}</h2>
            <QuoteFactsList
              timed={converted}
              leading={[
                { term: SELL_LABEL, value: formatMoney(converted.quote.sell_amount, converted.request.sell_currency) },
                { term: BUY_LABEL, value: formatMoney(converted.quote.buy_amount, converted.request.buy_currency) },
              ]}
            />
            <ActionBar>
              <Button variant="primary" onPress={close}>
                {DONE}
              </Button>
            </ActionBar>
          </>
        ) : status.kind === 'live' || status.kind === 'expired' ? (
          <>
            <QuoteFactsList
              timed={status.timed}
              leading={[
                {
                  term: SELL_LABEL,
                  value: formatMoney(status.timed.quote.sell_amount, status.timed.request.sell_currency),
                },
                {
                  term: BUY_LABEL,
                  value: formatMoney(status.timed.quote.buy_amount, status.timed.request.buy_currency),
                },
                { term: CONVERSION_TYPE_LABEL, value: CONVERSION_TYPE_EARLIEST },
              ]}
            />
            <Notes>
              <li>{PAYMENT_BY_ONE_WORKING_DAY}</li>
              <li>{CONVERSION_UP_TO_T_PLUS_3}</li>
            </Notes>
            <QuoteCountdown timed={status.timed} clock={control.clock} onRefresh={control.refresh} />
            {status.kind === 'live' && (
              <OneTimeCodeConfirmation
                onSubmit={submit}
                requiredMessage={OTP_REQUIRED}
                submitFailure={CONVERSION_CONFIRM_FAILURE}
                submitRevalidates={CONVERSION_REVALIDATES}
              />
            )}
            <ActionBar>
              <Button variant="secondary" onPress={close}>
                {CANCEL}
              </Button>
            </ActionBar>
          </>
        ) : (
          <Spinner label={GETTING_A_QUOTE} showLabel />
        )}
      </Stack>
    </Dialog>
  );
}
