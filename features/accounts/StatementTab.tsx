import { useState, type FormEvent } from 'react';
import { CalendarDate, type DateValue } from '@internationalized/date';
import { Button, DatePicker, ProgressBar, RadioTiles, Stack } from 'spend-ui';
import { validateAnswer } from '../api/answerSchema.js';
import { useStatementDownload } from './api.js';
import {
  DOWNLOAD,
  DOWNLOADING,
  FILE_FORMAT,
  FILE_FORMAT_PDF,
  FILE_FORMAT_XLSX,
  STATEMENT_FROM,
  STATEMENT_TO,
  TAB_STATEMENT,
} from './messages.js';
import { activityToday } from './model.js';
import { statementFormSchema } from './schemas.js';
import {
  statementDateBounds,
  statementDefaults,
  statementQuery,
  STATEMENT_FILE_TYPES,
  type StatementFileType,
  type StatementFormValues,
} from './statement.js';

const FORMAT_OPTIONS = [
  { value: 'pdf', title: FILE_FORMAT_PDF },
  { value: 'xlsx', title: FILE_FORMAT_XLSX },
] as const;

const asDay = (value: DateValue | null): CalendarDate | null => (value instanceof CalendarDate ? value : null);
const asFileType = (value: string): StatementFileType | undefined =>
  STATEMENT_FILE_TYPES.find((type) => type === value);

export interface StatementTabProps {
  currency: string;
  /**
   * Today as the activity dates it, in UTC (§9; stories and tests fix it); default the real today. The
   * statement's days are the activity's days, so an evening payment (already tomorrow in UTC) is in it.
   */
  today?: CalendarDate;
}

/**
 * The Statement tab (§2, §7, §9): From and To (MM/dd/yyyy, default today, From ≤ To ≤ today), PDF or XLSX
 * (default xlsx); Download asks GET /utility/export-statement and saves the file under the
 * Content-Disposition name, with its progress and its failure.
 */
export function StatementTab({ currency, today }: StatementTabProps) {
  const day = today ?? activityToday();
  const [values, setValues] = useState<StatementFormValues>(() => statementDefaults(day));
  const [problems, setProblems] = useState<Partial<Record<'from' | 'to', string>>>({});
  const query =
    values.from && values.to
      ? statementQuery({ from: values.from, to: values.to, file_type: values.file_type }, currency)
      : null;
  const download = useStatementDownload(query);
  const bounds = statementDateBounds(values, day);

  const change = (next: Partial<StatementFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setProblems({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAnswer(statementFormSchema(day), values);
    if (!checked.success) {
      const found: Partial<Record<'from' | 'to', string>> = {};
      for (const issue of checked.issues) {
        const field = issue.path?.[0];
        if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message;
      }
      setProblems(found);
      return;
    }
    if (query) void download.run({ ...query });
  };

  return (
    <Stack maxWidth="720px" as="form" aria-label={TAB_STATEMENT} noValidate onSubmit={submit}>
      <DatePicker
        label={STATEMENT_FROM}
        value={values.from}
        maxValue={bounds.from.maxValue}
        onChange={(value) => change({ from: asDay(value) })}
        isInvalid={problems.from !== undefined}
        errorMessage={problems.from}
        isRequired
      />
      <DatePicker
        label={STATEMENT_TO}
        value={values.to}
        minValue={bounds.to.minValue}
        maxValue={bounds.to.maxValue}
        onChange={(value) => change({ to: asDay(value) })}
        isInvalid={problems.to !== undefined}
        errorMessage={problems.to}
        isRequired
      />
      <RadioTiles
        label={FILE_FORMAT}
        options={FORMAT_OPTIONS}
        value={values.file_type}
        onChange={(value) => change({ file_type: asFileType(value) ?? values.file_type })}
      />
      {download.pending && <ProgressBar label={DOWNLOADING} value={download.progress} />}
      <Button type="submit" variant="primary" isPending={download.pending} pendingLabel={DOWNLOADING}>
        {DOWNLOAD}
      </Button>
    </Stack>
  );
}
