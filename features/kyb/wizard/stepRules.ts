import { fromApiDate } from '../../format/apiDates.js';
import { z } from 'zod/mini';
import { centralDayOf } from '../../format/dates.js';
import { chosenKey, dayOrEmpty, keyList, numberOrEmpty } from '../schemas.js';
import { accountUsageSchema } from './accountUsage.js';
import { businessDetailsSchema } from './businessDetails.js';
import { directorsSchema } from './directors.js';
import type { WizardRuleContext } from './people.js';
import { personalDetailsSchema } from './personalDetails.js';
import { wizardFileOrEmpty, type StoredWizardFile } from './wizardFiles.js';

// The wizard's step rules for a body as `stepFormData` writes it (what a server receives): the values are
// read back by each step's own schema shape (texts, numbers, booleans, days, lists, files, shareholders
// as `shareHolders[0][firstName]`) and judged by that schema, so client and server give one verdict with
// the same messages. Kept apart from the step modules so that its declarations carry no zod type.

/** The four steps of the wizard that hold values (all but the review), in the wizard's order. */
export const WIZARD_FORM_STEPS = ['personalDetails', 'businessDetails', 'accountUsage', 'directors'] as const;
export type WizardFormStep = (typeof WIZARD_FORM_STEPS)[number];

/** A step's multipart body as a server reads it (a `FormData` wrapped, or what was stored of one). */
export interface WizardStepBody {
  /** Every name sent. */
  names(): readonly string[];
  /** Every text value sent under a name, in order. */
  texts(name: string): readonly string[];
  /** The file sent under a name, if any, or the one the server keeps for it from an earlier send. */
  file(name: string): Blob | StoredWizardFile | undefined;
}

/** What the rules depend on besides the body: the company's country of incorporation and the instant of the check. */
export interface WizardStepRuleContext {
  incorporationCountry: string;
  /** Now, in epoch milliseconds: "today" is its day in US Central time, as the wizard decides it. */
  nowMs: number;
}

type SchemaPart = z.core.$ZodType;

function isPart(part: SchemaPart, known: SchemaPart): boolean {
  return part === known;
}

/** The value of one field of a shape, read from the body under `name`. */
function fieldValue(part: SchemaPart, name: string, body: WizardStepBody): unknown {
  const first = body.texts(name)[0];
  if (isPart(part, wizardFileOrEmpty)) return body.file(name) ?? null;
  if (isPart(part, dayOrEmpty)) return fromApiDate(first);
  if (isPart(part, numberOrEmpty)) {
    const number = first === undefined || first === '' ? Number.NaN : Number(first);
    return Number.isFinite(number) ? number : null;
  }
  if (isPart(part, chosenKey)) return first ?? null;
  if (isPart(part, keyList)) return [...body.texts(name)];
  const definition = part._zod.def;
  if (definition.type === 'boolean') return first === 'true';
  if (definition.type === 'string') return first ?? '';
  if (definition.type === 'array' && 'element' in definition) {
    const element = (definition as z.core.$ZodArrayDef).element;
    if (element._zod.def.type === 'object') {
      const entries: unknown[] = [];
      for (let index = 0; body.names().some((sent) => sent.startsWith(`${name}[${index}]`)); index += 1)
        entries.push(shapeValues(element, `${name}[${index}]`, body));
      return entries;
    }
  }
  return undefined;
}

function shapeOf(schema: SchemaPart): Readonly<Record<string, SchemaPart>> {
  const definition = schema._zod.def;
  return definition.type === 'object' ? (definition as z.core.$ZodObjectDef).shape : {};
}

/** The values of an object shape, its fields named `field` at the top or `prefix[field]` below it. */
function shapeValues(schema: SchemaPart, prefix: string, body: WizardStepBody): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(shapeOf(schema)).map(([field, part]) => [
      field,
      fieldValue(part, prefix ? `${prefix}[${field}]` : field, body),
    ]),
  );
}

function stepSchema(step: WizardFormStep, context: WizardRuleContext): SchemaPart {
  switch (step) {
    case 'personalDetails':
      return personalDetailsSchema(context.today);
    case 'businessDetails':
      return businessDetailsSchema(context);
    case 'accountUsage':
      return accountUsageSchema(context);
    case 'directors':
      return directorsSchema(context);
  }
}

/** A rule's path as the body names it: `shareHolders[0][firstName]`. */
function bodyName(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  return `${head ?? ''}${rest.map((part) => `[${part}]`).join('')}`;
}

/**
 * What is wrong with a wizard step's body, by field (as the body names it), with the wizard's own
 * messages; empty when the wizard would take the step.
 */
export function wizardStepProblems(
  step: WizardFormStep,
  body: WizardStepBody,
  { incorporationCountry, nowMs }: WizardStepRuleContext,
): Record<string, string[]> {
  const today = centralDayOf(nowMs);
  if (!today) throw new RangeError(`Not an instant: ${nowMs}`);
  const schema = stepSchema(step, { incorporationCountry, today });
  const checked = z.safeParse(schema, shapeValues(schema, '', body));
  const problems: Record<string, string[]> = {};
  for (const issue of checked.error?.issues ?? []) (problems[bodyName(issue.path)] ??= []).push(issue.message);
  return problems;
}
