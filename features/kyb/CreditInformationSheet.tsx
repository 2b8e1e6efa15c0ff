import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { styled } from 'styled-components';
import { Button, Dialog, InlineAlert, Stack } from 'spend-ui';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { useKybHelp } from './api.js';
import { CreditLineFields } from './CreditFields.js';
import { creditPath, requiresFinancialStatement } from './credit.js';
import {
  CREDIT_SHEET_FIELDS,
  creditSheetForm,
  creditSheetSchema,
  creditSheetValues,
  type CreditSheetField,
  type CreditSheetValues,
} from './creditSheet.js';
import { KybFieldProvider } from './KybFields.js';
import {
  CREDIT_SHEET_DISCLAIMER,
  CREDIT_SHEET_SUBMIT,
  CREDIT_SHEET_SUBMIT_FAILED,
  SECTION_CREDIT_INFORMATION,
} from './messages.js';

export interface CreditInformationSheetProps {
  /** Whether the sheet is open (the host's form opens it, e.g. from an "Add credit information" button). */
  isOpen: boolean;
  /** The sheet asks to open or close: its close button, Escape, a successful submit. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The business's years in business, read from the host form's state (§3.6): from 4 years the financial
   * statement is required (§5.6).
   */
  yearsInBusiness: string;
  /**
   * Receives the checked values (§3.6; the PDFs as the server saved them). While its promise runs the
   * submit button is pending; once it resolves the sheet closes; when it rejects the sheet stays open with
   * everything typed and says it could not be submitted.
   */
  onSubmit: (values: CreditSheetValues) => void | Promise<void>;
  /** Values the sheet starts with (a draft of the host's form); read when the sheet is first shown. */
  defaultValues?: Partial<CreditSheetValues>;
  /**
   * Messages of the host's server for the sheet's fields (its registration call refused them), shown on
   * each field as text until the field changes.
   */
  errors?: Partial<Record<CreditSheetField, string>>;
  /** The sheet's title; default "Credit Information". */
  title?: string;
}

const SubmitBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  width: 100%;
`;

const Disclaimer = styled.p`
  flex: 1 1 16rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * The credit-information section of a registration form (kyb-onboarding.md §2.2, §3.6, §4.3, §5.6): a
 * sheet that slides up from the bottom (still under reduced motion) with a header that stays put and a
 * fixed bottom bar with a short disclaimer and Submit. Its fields, help texts and rules are the KYB
 * dialog's credit step's; the PDFs are saved as soon as they are chosen (§7). What was typed stays while
 * the sheet is closed and after a failed submit. Needs the feature kit's `ApiProvider` (the uploads, the
 * help texts) and a signed-in company admin.
 */
export function CreditInformationSheet({
  isOpen,
  onOpenChange,
  yearsInBusiness,
  onSubmit,
  defaultValues,
  errors,
  title = SECTION_CREDIT_INFORMATION,
}: CreditInformationSheetProps) {
  const help = useKybHelp();
  // Outside the dialog, so closing the sheet keeps what was typed.
  const form = useSchemaForm(creditSheetSchema, { defaultValues: creditSheetForm(yearsInBusiness, defaultValues) });
  const [failed, setFailed] = useState(false);
  const latestOnOpenChange = useRef(onOpenChange);
  useEffect(() => {
    latestOnOpenChange.current = onOpenChange;
  });

  // The years live in the host's form: follow them (they decide whether the statement is required).
  useEffect(() => {
    form.setValue('BusinessDetails.yearsInBusiness', yearsInBusiness, { shouldValidate: form.formState.isSubmitted });
  }, [form, yearsInBusiness]);

  // The host server's messages, on their fields from the sheet's first frame.
  useLayoutEffect(() => {
    if (!isOpen || !errors) return;
    for (const field of CREDIT_SHEET_FIELDS) {
      const message = errors[field];
      if (message) form.setError(`CreditInformation.${field}`, { type: 'server', message });
    }
  }, [form, errors, isOpen]);

  const submit = useFormSubmit(form, async (values) => {
    setFailed(false);
    try {
      await onSubmit(creditSheetValues(values));
    } catch {
      setFailed(true);
      return undefined;
    }
    // Closed at once, effects and all: the page the sheet made inert is live again when its focus goes back
    // to the opener (an ordinary update, after the awaited call, leaves that for later and focus on <body>).
    flushSync(() => latestOnOpenChange.current(false));
    return undefined;
  });

  return (
    <Dialog
      variant="sheet"
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={
        <SubmitBar>
          <Disclaimer>{CREDIT_SHEET_DISCLAIMER}</Disclaimer>
          <Button isPending={form.formState.isSubmitting} onPress={() => submit()}>
            {CREDIT_SHEET_SUBMIT}
          </Button>
        </SubmitBar>
      }
    >
      <KybFieldProvider control={form.control} help={help.data}>
        <Stack as="form" gap="md" noValidate onSubmit={submit} aria-label={title}>
          {failed && <InlineAlert tone="danger">{CREDIT_SHEET_SUBMIT_FAILED}</InlineAlert>}
          <CreditLineFields
            financialStatementRequired={requiresFinancialStatement(
              creditPath({ isCreditLineRequired: true, canProvidePersonalGuarantee: true }, yearsInBusiness),
            )}
          />
        </Stack>
      </KybFieldProvider>
    </Dialog>
  );
}
