import type { HttpHandler } from 'msw';
import {
  bankCountryOf,
  paidToday,
  paymentDescription,
  paymentLimitProblem,
  PURPOSE_CODE_NOT_OFFERED,
  PURPOSE_CODE_REQUIRED,
  purposeCodeProblem,
  schedulePastProblem,
} from 'spend-ui/features/rules';
import { selectedCompany } from '../auth/views.js';
import { isObject, json, readJson, text, type RouteBuilder } from '../core/http.js';
import type { DemoStore } from '../core/store.js';
import { textTooLong } from '../core/textLimits.js';
import { checkedQuote, quoteAskProblem, quoteFor, roundTo } from '../accounts/quotes.js';
import { activityView, companyBalance } from '../accounts/views.js';
import { centralDay } from '../transactions/views.js';
import { oneTimeCodeProblem } from '../utility/handlers.js';

/*
 * Payments to saved recipients (accounts-payments-recipients.md §3, §7, §9). Roles 1 and 2.
 *
 * POST /account/fx-payment {otp, buy_currency, sell_currency, amount, beneficiary_id, quote, reason,
 *   reference, term_aggrement, fixed_side, transfer, business_id, purpose_code?} → 200 {results: quote with
 *   available_balance, threshold, transfer and the k_ fields}; the sell balance goes down and a processing
 *   payment joins the activity. Refusals: 400 {results: {error: message}} (§7 "error in results.error"),
 *   checked in this order: the request, the company (business_id: the company the payer works in, as the
 *   dialog sends it), the recipient, reason and reference, the terms, the quote (ours, for this request,
 *   younger than 900 s), the purpose code (the review step's rule, purposeCodeProblem of
 *   features/payments: required buying INR, CNY or MYR or with a bank in AE, and one of the codes the
 *   step offers for that currency and country; none where none is offered), the balance, the threshold, the §9 limits (paymentLimitProblem of features/payments: CAD and USD
 *   regular payments up to 100,000 each, INR up to 1,500,000 per recipient per day, the day the
 *   activity's, UTC), and last the code (used up only when everything else is right).
 * POST /account/scheduled-payment {otp, payment: {sell_currency, buy_currency, amount, require_invoice,
 *   schedule, frequency?, type: schedule | reccur, fixed_side: 'buy', beneficiary_id}} → 201 {results:
 *   {scheduled_payment}}; 400 {errors: [message, …]} (§7 "errors list, first item shown").
 */

export const paymentMessages = {
  recipientUnknown: 'Beneficiary not found.',
  recipientCurrency: (currency: string) => `This beneficiary is paid in ${currency}.`,
  reasonRequired: 'Please enter the reason for the payment.',
  referenceRequired: 'Please enter a reference for the payment.',
  termsRequired: 'Please accept the terms of the payment.',
  purposeCodeRequired: PURPOSE_CODE_REQUIRED,
  purposeCodeNotOffered: PURPOSE_CODE_NOT_OFFERED,
  businessMismatch: 'This payment is not for the company you are working in.',
  notEnoughBalance: 'Insufficient balance to make this payment.',
  thresholdCrossed: 'The amount crosses the allowed limit of transactions based on your available balance.',
  scheduleRequired: 'Please choose the date and time of the payment.',
  frequencyInvalid: 'Repeats must be monthly or weekly.',
  typeInvalid: 'The payment type must be schedule or reccur.',
} as const;

function companyRecipient(store: DemoStore, companyId: number | undefined, id: unknown) {
  const recipientId = Number(text(id));
  if (!Number.isInteger(recipientId)) return undefined;
  const row = store.get('recipients', recipientId);
  return row && row.company_id === companyId && row.provider_beneficiary ? row : undefined;
}

export function paymentHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.guarded('post', '/account/fx-payment', 'payments.make', async ({ request, store, user }) => {
      const body = await readJson(request);
      const refuse = (error: string) => json({ results: { error } }, 400);
      const ask = quoteAskProblem(body);
      if (typeof ask === 'string') return refuse(ask);
      const company = selectedCompany(store, user);
      // §3 "Payment request": business_id is the company paying — the one the payer works in (the dialog
      // sends the viewer's selected company); a payment for any other company is refused.
      if (!company || text(body.business_id) !== String(company.id)) return refuse(paymentMessages.businessMismatch);
      const recipient = companyRecipient(store, company.id, body.beneficiary_id);
      if (!recipient) return refuse(paymentMessages.recipientUnknown);
      if (recipient.currency !== ask.buy_currency) return refuse(paymentMessages.recipientCurrency(recipient.currency));
      if (!text(body.reason)) return refuse(paymentMessages.reasonRequired);
      if (!text(body.reference)) return refuse(paymentMessages.referenceRequired);
      const tooLong = textTooLong({
        reason: [text(body.reason), 'paymentReference'],
        reference: [text(body.reference), 'paymentReference'],
      });
      if (tooLong) return refuse(tooLong[1]);
      if (body.term_aggrement !== true) return refuse(paymentMessages.termsRequired);
      const now = store.now();
      const quote = checkedQuote(body.quote, ask, now);
      if (typeof quote === 'string') return refuse(quote);
      const purposeProblem = purposeCodeProblem(text(body.purpose_code), ask.buy_currency, bankCountryOf(recipient));
      if (purposeProblem) return refuse(purposeProblem);
      const account = companyBalance(store, company.id, ask.sell_currency);
      if (!account || account.amount < quote.sell_amount) return refuse(paymentMessages.notEnoughBalance);
      const fresh = quoteFor(ask, now, { withPaymentFee: true, available: account.amount });
      if (quote.sell_amount > fresh.threshold) return refuse(paymentMessages.thresholdCrossed);
      const day = centralDay(now);
      // §9's limits, by the client's rule (the amount step says the same before any code is asked).
      const paid = store
        .filter('accountActivity', (row) => row.company_id === company.id && row.model_name === 'payment')
        .map((row) => activityView(row, now))
        .filter((item) => item.model_name === 'payment');
      const limitProblem = paymentLimitProblem(
        ask.buy_currency,
        quote.buy_amount,
        paidToday(paid, recipient.name, ask.buy_currency, now),
      );
      if (limitProblem) return refuse(limitProblem);
      const codeProblem = oneTimeCodeProblem(store, user, isObject(body.otp) ? body.otp : text(body.otp));
      if (codeProblem) return refuse(codeProblem);
      const left = store.update('accountBalances', account.id, {
        amount: roundTo(ask.sell_currency, account.amount - quote.sell_amount),
      });
      store.insert('accountActivity', {
        company_id: company.id,
        model_name: 'payment',
        status: 'processing',
        days_ago: 0,
        minute_of_day: day.minuteNow,
        account_currency: ask.sell_currency,
        amount: quote.buy_amount,
        currency: ask.buy_currency,
        amount_converted: quote.sell_amount,
        conversion_rate: quote.k_client_rate,
        fees: quote.k_payment_fee_amount,
        description: paymentDescription(recipient.name),
        payment_reference: text(body.reference),
        beneficiary_name: recipient.name,
        beneficiary_email: recipient.email || null,
        short_reference: `${new Date(now).toISOString().slice(2, 10).replace(/-/g, '')}-${store.random('payment').hex(6).toUpperCase()}`,
      });
      return json({ results: { ...quote, available_balance: left.amount, threshold: fresh.threshold } });
    }),

    routes.guarded('post', '/account/scheduled-payment', 'payments.make', async ({ request, store, user }) => {
      const body = await readJson(request);
      const payment = isObject(body.payment) ? body.payment : {};
      const errors: string[] = [];
      const type = text(payment.type);
      if (type !== 'schedule' && type !== 'reccur') errors.push(paymentMessages.typeInvalid);
      const ask = quoteAskProblem({ ...payment, fixed_side: 'buy' });
      if (typeof ask === 'string') errors.push(ask);
      const company = selectedCompany(store, user);
      if (!companyRecipient(store, company?.id, payment.beneficiary_id)) errors.push(paymentMessages.recipientUnknown);
      const schedule = Date.parse(text(payment.schedule));
      if (!text(payment.schedule) || !Number.isFinite(schedule)) errors.push(paymentMessages.scheduleRequired);
      else {
        const past = schedulePastProblem(schedule, store.now());
        if (past) errors.push(past);
      }
      if (type === 'reccur' && !['monthly', 'weekly'].includes(text(payment.frequency))) {
        errors.push(paymentMessages.frequencyInvalid);
      }
      if (errors.length > 0) return json({ errors }, 400);
      const codeProblem = oneTimeCodeProblem(store, user, isObject(body.otp) ? body.otp : text(body.otp));
      if (codeProblem) return json({ errors: [codeProblem] }, 400);
      return json(
        {
          results: {
            scheduled_payment: {
              ...payment,
              type,
              fixed_side: 'buy',
              status: 'scheduled',
              created_at: new Date(store.now()).toISOString(),
            },
          },
        },
        201,
      );
    }),
  ];
}
