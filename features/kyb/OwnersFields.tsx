import { useEffect, useId, useRef } from 'react';
import { z } from 'zod/mini';
import { useWatch } from 'react-hook-form';
import { ActionBar, Button, Heading, Surface } from 'spend-ui';
import { AddressFields, FieldGrid, KybSwitch, KybTextField } from './KybFields.js';
import {
  ADD_ANOTHER_DIRECTOR,
  CLEAR_OWNER,
  DELETE_OWNER,
  LABEL_HAS_SIGNIFICANT_SHARE,
  LABEL_OWNER_FIRST_NAME,
  LABEL_OWNER_LAST_NAME,
  LABEL_OWNERSHIP_PERCENTAGE,
} from './messages.js';
import {
  addOwner,
  clearOwner,
  deleteOwner,
  mayAddOwner,
  mayDeleteOwner,
  ownerHeading,
  ownersAfterToggle,
} from './owners.js';
import { beneficialOwnerSchema, type BeneficialOwner, type KybFormInput } from './kybForm.js';
import type { KybForm } from './sectionForm.js';

const ownerList = z.array(beneficialOwnerSchema);

/** The owners as the form holds them, read as owners (a province nobody chose is ''). */
function asOwners(owners: KybFormInput['BeneficialOwnership']['owners']): BeneficialOwner[] {
  return ownerList.parse(owners);
}

function OwnerEntry({
  owner,
  index,
  onClear,
  onDelete,
  boxRef,
}: {
  owner: BeneficialOwner;
  index: number;
  onClear: () => void;
  onDelete: () => void;
  boxRef: (element: HTMLElement | null) => void;
}) {
  const headingId = useId();
  const at = `BeneficialOwnership.owners.${index}` as const;
  return (
    <Surface as="section" background="none" border radius="md" gap="md" aria-labelledby={headingId} ref={boxRef}>
      <Heading level={3} id={headingId}>
        {ownerHeading(owner, index)}
      </Heading>
      <FieldGrid>
        <KybTextField name={`${at}.fname`} label={LABEL_OWNER_FIRST_NAME} isRequired />
        <KybTextField name={`${at}.lname`} label={LABEL_OWNER_LAST_NAME} isRequired />
        <KybTextField
          name={`${at}.ownershipPercentage`}
          label={LABEL_OWNERSHIP_PERCENTAGE}
          inputMode="decimal"
          isRequired
        />
      </FieldGrid>
      <AddressFields at={at} />
      <ActionBar justify="start">
        <Button variant="secondary" onPress={onClear}>
          {CLEAR_OWNER}
        </Button>
        {mayDeleteOwner(index) && (
          <Button variant="danger" onPress={onDelete}>
            {DELETE_OWNER}
          </Button>
        )}
      </ActionBar>
    </Surface>
  );
}

/**
 * Section 4 (§4.2): the toggle creates one blank owner or clears them all; "Add another director"
 * while fewer than 4; each owner's Clear and Delete (not for the first); headings by name.
 */
export function OwnersFields({ form }: { form: KybForm }) {
  const { control, setValue, getValues } = form;
  const hasSignificantShare = useWatch({ control, name: 'BeneficialOwnership.hasSignificantShare' });
  const owners = asOwners(useWatch({ control, name: 'BeneficialOwnership.owners' }));
  const setOwners = (next: BeneficialOwner[]) => setValue('BeneficialOwnership.owners', next, { shouldDirty: true });
  useEffect(() => {
    const current = asOwners(getValues('BeneficialOwnership.owners'));
    const next = ownersAfterToggle(current, hasSignificantShare);
    if (next.length !== current.length) setValue('BeneficialOwnership.owners', next, { shouldDirty: true });
  }, [hasSignificantShare, getValues, setValue]);
  // Where focus goes once the list has changed: after an add, the new owner's first field; after a
  // delete, the owner now in its place, else the add button, else the owner before (never <body>).
  const boxes = useRef<(HTMLElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterChange = useRef<{ owner: number } | null>(null);
  useEffect(() => {
    const pending = focusAfterChange.current;
    if (!pending) return;
    focusAfterChange.current = null;
    const firstField = (index: number) => boxes.current[index]?.querySelector<HTMLElement>('input, button') ?? null;
    const target = firstField(pending.owner) ?? addButton.current ?? firstField(pending.owner - 1);
    target?.focus();
  }, [owners.length]);
  return (
    <>
      <KybSwitch name="BeneficialOwnership.hasSignificantShare" label={LABEL_HAS_SIGNIFICANT_SHARE} />
      {hasSignificantShare &&
        owners.map((owner, index) => (
          <OwnerEntry
            // The form keeps each owner by position: the entry's fields are named by it.
            key={index}
            owner={owner}
            index={index}
            onClear={() => setOwners(clearOwner(asOwners(getValues('BeneficialOwnership.owners')), index))}
            onDelete={() => {
              setOwners(deleteOwner(asOwners(getValues('BeneficialOwnership.owners')), index));
              focusAfterChange.current = { owner: index };
            }}
            boxRef={(element) => {
              boxes.current[index] = element;
            }}
          />
        ))}
      {hasSignificantShare && mayAddOwner(owners) && (
        <div>
          <Button
            ref={addButton}
            variant="secondary"
            onPress={() => {
              const current = asOwners(getValues('BeneficialOwnership.owners'));
              setOwners(addOwner(current));
              focusAfterChange.current = { owner: current.length };
            }}
          >
            {ADD_ANOTHER_DIRECTOR}
          </Button>
        </div>
      )}
    </>
  );
}
