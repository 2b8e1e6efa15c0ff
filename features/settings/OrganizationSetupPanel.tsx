import { useId, useMemo, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Button, Skeleton, ActionBar, Stack } from 'spend-ui';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { FORM_HAS_ERRORS } from '../forms/messages.js';
import { FormChipsInput } from '../forms/FormChipsInput.js';
import { FormMoneyField } from '../forms/FormMoneyField.js';
import { TEXT_LIMITS, textLimitProblem } from '../forms/textLimits.js';
import { useReportUnsavedChanges } from '../forms/UnsavedChangesGuard.js';
import { QueryState } from '../page/index.js';
import { useCompanySetting, useSaveSettings } from './api.js';
import {
  SETTINGS_ADD_DEPARTMENT,
  SETTINGS_ADD_LOCATION,
  SETTINGS_BILLING_ADDRESS,
  SETTINGS_DEPARTMENTS,
  SETTINGS_ENTRIES_HINT,
  SETTINGS_LOADING,
  SETTINGS_LOCATIONS,
  SETTINGS_MEMO_THRESHOLD,
  SETTINGS_NO_BILLING_ADDRESS,
  SETTINGS_TAB_ORGANIZATION_SETUP,
  SETTINGS_RECEIPT_THRESHOLD,
  SETTINGS_THRESHOLD_NEGATIVE,
  SETTINGS_THRESHOLD_NOT_NUMERIC,
  SETTINGS_THRESHOLD_TOO_HIGH,
  SETTINGS_SAVE,
  SETTINGS_LOAD_FAILED,
  SETTINGS_THRESHOLD,
  SETTINGS_TRY_AGAIN,
} from './messages.js';
import {
  SETTINGS_THRESHOLD_CURRENCY,
  SETTINGS_THRESHOLD_MAX,
  toSettingsForm,
  toSettingsPatch,
  type CompanySetting,
} from './model.js';
import { settingsFormSchema } from './schemas.js';
import { Panel, PanelText } from './Settings.styles.js';

/** A department or location name longer than the server keeps is refused as it is added. */
const entryNameProblem = (name: string) => textLimitProblem(name, TEXT_LIMITS.listEntry);

/**
 * The Organization Setup tab: the company setting read from the server, then its form. A failed read
 * shows the failure with a retry.
 */
export function OrganizationSetupPanel() {
  return (
    <QueryState
      query={useCompanySetting()}
      failure={SETTINGS_LOAD_FAILED}
      retryLabel={SETTINGS_TRY_AGAIN}
      loading={<Skeleton label={SETTINGS_LOADING} shape="rect" height={320} />}
    >
      {(setting) => <OrganizationSetupForm setting={setting} />}
    </QueryState>
  );
}

type SettingsControl = Control<z.input<typeof settingsFormSchema>, unknown, z.output<typeof settingsFormSchema>>;

/** One part of the form, named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Panel>
  );
}

/** Departments or Locations: a chips input of names, each refused past the server's length. */
function EntriesSection({
  control,
  name,
  title,
  addLabel,
  isDisabled,
}: {
  control: SettingsControl;
  name: 'departments' | 'locations';
  title: string;
  addLabel: string;
  isDisabled: boolean;
}) {
  return (
    <Section title={title}>
      <FormChipsInput
        control={control}
        name={name}
        label={addLabel}
        listLabel={title}
        description={SETTINGS_ENTRIES_HINT}
        validate={entryNameProblem}
        isDisabled={isDisabled}
      />
    </Section>
  );
}

/** The receipt or memo threshold: a required dollar amount from 0 to the most the server keeps. */
function ThresholdField({
  control,
  name,
  label,
  isDisabled,
}: {
  control: SettingsControl;
  name: 'receipt_threshold' | 'memo_threshold';
  label: string;
  isDisabled: boolean;
}) {
  return (
    <FormMoneyField
      control={control}
      name={name}
      label={label}
      currency={SETTINGS_THRESHOLD_CURRENCY}
      allowNegative={false}
      maxValue={SETTINGS_THRESHOLD_MAX}
      belowMinimumMessage={SETTINGS_THRESHOLD_NEGATIVE}
      aboveMaximumMessage={SETTINGS_THRESHOLD_TOO_HIGH}
      notAnAmountMessage={SETTINGS_THRESHOLD_NOT_NUMERIC}
      isRequired
      isDisabled={isDisabled}
    />
  );
}

export interface OrganizationSetupFormProps {
  /** The company setting as the server has it; the form follows it after each successful save. */
  setting: CompanySetting;
}

/**
 * Billing Address (read only), Departments and Locations (chips: Enter adds, removable before saving),
 * Threshold (receipt and memo, dollar amounts) and Save (§2, §5, §7). Save sends the ids of the kept
 * entries and the names of the added ones; on an error nothing typed is lost; the form is disabled
 * while it saves.
 */
export function OrganizationSetupForm({ setting }: OrganizationSetupFormProps) {
  const saved = useMemo(() => toSettingsForm(setting), [setting]);
  // `values`: after a successful save the re-read setting (with the new entries' ids) becomes the form.
  const form = useSchemaForm(settingsFormSchema, { defaultValues: saved, values: saved });
  const { control } = form;
  const save = useSaveSettings();
  const submit = useFormSubmit(form, (values) => save.run(toSettingsPatch(values)), {
    invalidNotice: FORM_HAS_ERRORS,
  });
  const saving = save.pending;
  // Leaving the page asks first while anything is changed and not saved (the app's route guard).
  useReportUnsavedChanges(form.formState.isDirty);
  const address = setting.billing_address?.trim();

  return (
    <Stack
      as="form"
      gap="lg"
      maxWidth="720px"
      aria-label={SETTINGS_TAB_ORGANIZATION_SETUP}
      noValidate
      onSubmit={submit}
      aria-busy={saving || undefined}
    >
      <Section title={SETTINGS_BILLING_ADDRESS}>
        <PanelText data-empty={address ? undefined : ''}>{address || SETTINGS_NO_BILLING_ADDRESS}</PanelText>
      </Section>
      <EntriesSection
        control={control}
        name="departments"
        title={SETTINGS_DEPARTMENTS}
        addLabel={SETTINGS_ADD_DEPARTMENT}
        isDisabled={saving}
      />
      <EntriesSection
        control={control}
        name="locations"
        title={SETTINGS_LOCATIONS}
        addLabel={SETTINGS_ADD_LOCATION}
        isDisabled={saving}
      />
      <Section title={SETTINGS_THRESHOLD}>
        <Stack minColumnWidth="200px">
          <ThresholdField
            control={control}
            name="receipt_threshold"
            label={SETTINGS_RECEIPT_THRESHOLD}
            isDisabled={saving}
          />
          <ThresholdField control={control} name="memo_threshold" label={SETTINGS_MEMO_THRESHOLD} isDisabled={saving} />
        </Stack>
      </Section>
      <ActionBar>
        <Button type="submit" isPending={saving}>
          {SETTINGS_SAVE}
        </Button>
      </ActionBar>
    </Stack>
  );
}
