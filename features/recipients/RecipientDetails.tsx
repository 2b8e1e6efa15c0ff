import { DescriptionList } from 'spend-ui';
import { RecipientHeading } from './Recipients.styles.js';
import {
  ACCOUNT_NUMBER_LABEL,
  BANK_COUNTRY_LABEL,
  BANK_NAME_LABEL,
  BIC_SWIFT_LABEL,
  CURRENCY_LABEL,
  IBAN_LABEL,
  NAME_LABEL,
} from './messages.js';
import { recipientAccount, recipientTitle, routingEntries, routingLabel, type Recipient } from './model.js';

const regionNames = new Intl.DisplayNames(['en-US'], { type: 'region', fallback: 'code' });

/** A country's name in US English (its code when `Intl` does not know it). */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/** A recipient's header: nickname or name, currency, account number or IBAN (§2). */
export function RecipientSummary({ recipient }: { recipient: Recipient }) {
  const account = recipientAccount(recipient);
  return (
    <RecipientHeading>
      <span>{recipientTitle(recipient)}</span>
      <span>{recipient.currency}</span>
      {account && <span>{account}</span>}
    </RecipientHeading>
  );
}

/** The bank details inside a recipient's panel (§2, §5 routing labels by the bank's country). */
export function RecipientDetails({ recipient }: { recipient: Recipient }) {
  const details = recipient.bank_details;
  const bankCountry = recipient.recipient_bank_country_code ?? details?.beneficiary_country ?? null;
  const text = (key: string) => {
    const value = details?.[key];
    return typeof value === 'string' && value.trim() ? value : undefined;
  };
  const rows: [string, string | undefined][] = [
    [NAME_LABEL, recipient.name],
    [CURRENCY_LABEL, recipient.currency],
    [BANK_NAME_LABEL, text('bank_name')],
    [BANK_COUNTRY_LABEL, bankCountry ? countryName(bankCountry) : undefined],
    [IBAN_LABEL, text('iban')],
    [ACCOUNT_NUMBER_LABEL, text('account_number')],
    ...routingEntries(details).map((entry): [string, string] => [routingLabel(bankCountry), entry.value]),
    [BIC_SWIFT_LABEL, text('bic_swift')],
  ];
  return (
    <DescriptionList
      layout="columns"
      termColumn="minmax(8rem, max-content)"
      items={rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => ({ term, description: value }))}
    />
  );
}
