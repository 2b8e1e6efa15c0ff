import { formatMoney } from '../format/index.js';
import { formatRate } from '../fx/quote.js';
import {
  DETAIL_AMOUNT,
  DETAIL_BENEFICIARY,
  DETAIL_CONVERTED_FROM,
  DETAIL_CONVERTED_TO,
  DETAIL_FEES,
  DETAIL_RATE,
  DETAIL_RECIPIENT_GETS,
  DETAIL_REFERENCE,
} from './messages.js';
import type { ActivityRow } from './model.js';

/**
 * The detail dialog's facts (§2, §3), every amount with its own currency: what entered or left this account
 * (in its currency), the other side of the movement (what the recipient gets, what a conversion bought or
 * sold), a payment's fees in the currency they were charged in (the sell currency, §9), its rate,
 * reference and beneficiary.
 */
export function activityFacts(row: ActivityRow): { term: string; value: string }[] {
  const { item } = row;
  const facts = [{ term: DETAIL_AMOUNT, value: formatMoney(row.amount, row.currency) }];
  if (item.model_name === 'conversion') {
    facts.push(
      {
        term: item.sell_currency === row.currency ? DETAIL_CONVERTED_TO : DETAIL_CONVERTED_FROM,
        value: row.counterpart ? formatMoney(row.counterpart.amount, row.counterpart.currency) : '',
      },
      {
        term: DETAIL_RATE,
        value:
          item.conversion_rate == null ? '' : formatRate(item.conversion_rate, item.sell_currency, item.buy_currency),
      },
      { term: DETAIL_REFERENCE, value: item.cc_short_reference ?? '' },
    );
  } else if (item.model_name === 'payment') {
    const sell = item.sell_currency ?? row.currency;
    facts.push(
      {
        term: DETAIL_RECIPIENT_GETS,
        value: row.counterpart ? formatMoney(row.counterpart.amount, row.counterpart.currency) : '',
      },
      { term: DETAIL_FEES, value: item.fees == null ? '' : formatMoney(item.fees, sell) },
      {
        term: DETAIL_RATE,
        value:
          item.conversion_rate == null || !row.counterpart
            ? ''
            : formatRate(item.conversion_rate, sell, row.counterpart.currency),
      },
      { term: DETAIL_REFERENCE, value: item.payment_reference ?? item.cc_short_reference ?? '' },
      { term: DETAIL_BENEFICIARY, value: item.beneficiary?.name ?? '' },
    );
  }
  return facts.filter((fact) => fact.value !== '');
}
