import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from 'spend-ui';
import type { UseFormReturn } from 'react-hook-form';
import { KybTextField } from './KybFields.js';
import type { KybFormInput, KybFormValues } from './kybForm.js';
import { LABEL_BUSINESS_SIC, SIC_LOOKUP_OPEN } from './messages.js';
import { SicLookupDialog } from './SicLookupDialog.js';

/**
 * A row of the section's grid of its own: "7372 - Prepackaged Software" and the field's help need more
 * than one of the grid's narrow columns (at 1280 px a column left the field about 50 px wide). The lookup
 * button wraps under the field on a narrow screen.
 */
const Row = styled.div`
  grid-column: 1 / -1;
  max-width: 720px;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1 1 280px;
    min-width: 0;
  }
`;

/** Business SIC: filled from the lookup with "code - title" (§2.2); the field itself is read only. */
export function SicField({ form }: { form: UseFormReturn<KybFormInput, unknown, KybFormValues> }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Row>
      <KybTextField name="BusinessDetails.businessSic" label={LABEL_BUSINESS_SIC} isRequired isReadOnly />
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {SIC_LOOKUP_OPEN}
      </Button>
      {isOpen && (
        <SicLookupDialog
          onClose={() => setOpen(false)}
          onPick={(label) => {
            form.setValue('BusinessDetails.businessSic', label, { shouldDirty: true });
            form.clearErrors('BusinessDetails.businessSic');
          }}
        />
      )}
    </Row>
  );
}
