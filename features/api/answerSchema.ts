import type { $ZodType } from 'zod/v4/core';
import { safeParse } from './safeParse.js';

// The kit's schemas are typed by the Standard Schema interface (standardschema.dev), written out here as
// that specification intends, so that no validation library's types reach the published declarations:
// a consumer type-checking `spend-ui/features` needs neither zod nor SWR. zod and zod/mini schemas
// implement it; so do valibot and arktype.

/** A schema a kit hook checks values with: the Standard Schema interface, version 1. */
export interface AnswerSchema<Output = unknown, Input = unknown> {
  readonly '~standard': AnswerSchemaProps<Output, Input>;
}

/** The `~standard` member of an `AnswerSchema`. */
export interface AnswerSchemaProps<Output, Input> {
  readonly version: 1;
  readonly vendor: string;
  readonly validate: (value: unknown) => AnswerSchemaResult<Output> | Promise<AnswerSchemaResult<Output>>;
  readonly types?: { readonly input: Input; readonly output: Output } | undefined;
}

/** What a schema says of a value: the value as parsed, or what is wrong with it. */
export type AnswerSchemaResult<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly AnswerIssue[] };

/** One thing wrong with a value, and where. */
export interface AnswerIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** The type a schema's checked values have. */
export type OutputOf<Schema extends AnswerSchema> = NonNullable<Schema['~standard']['types']>['output'];

/** Resolves to `true` when two types accept exactly the same values (for checking written types against schemas). */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only for `true`: `Expect<SameType<Written, OutputOf<typeof schema>>>`. */
export type Expect<Check extends true> = Check;

function isZodSchema(schema: AnswerSchema<unknown>): schema is AnswerSchema<unknown> & $ZodType {
  return '_zod' in schema;
}

/**
 * Checks a value synchronously. zod schemas parse with zod's English messages (zod/mini has none of its
 * own); other schemas through their standard `validate`, which must not be asynchronous.
 */
export function validateAnswer<Output>(
  schema: AnswerSchema<Output>,
  value: unknown,
): { success: true; data: Output } | { success: false; issues: readonly AnswerIssue[] } {
  if (isZodSchema(schema)) {
    const parsed = safeParse(schema, value);
    // The zod schema's output is the `Output` the standard interface names.
    return parsed.success
      ? { success: true, data: parsed.data as Output }
      : { success: false, issues: parsed.error.issues };
  }
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('A kit schema must validate synchronously.');
  return result.issues ? { success: false, issues: result.issues } : { success: true, data: result.value };
}

/** An issue's path as `card.0.id`, or `(root)`. */
export function issuePath(issue: AnswerIssue): string {
  const keys = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment));
  return keys.join('.') || '(root)';
}
