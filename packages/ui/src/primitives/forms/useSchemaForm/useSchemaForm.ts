import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** `useForm`'s options but the resolver, which is the schema's. */
export type SchemaFormOptions<In extends FieldValues, Out extends FieldValues> = Omit<
  UseFormProps<In, unknown, Out>,
  'resolver'
>;

/**
 * `useForm` validated by a domain schema: the fields hold the schema's input, a valid submit hands
 * `Form`'s `onSubmit` the schema's output (trimmed, coerced, refined), both inferred from the
 * schema so callers name neither. Fields validate from their first blur (`mode: 'onTouched'`, the
 * kit's forms' rhythm: no error while typing a first answer, then live) unless `options` says
 * otherwise.
 */
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  options: SchemaFormOptions<In, Out> = {},
): UseFormReturn<In, unknown, Out> {
  return useForm<In, unknown, Out>({ mode: 'onTouched', ...options, resolver: zodResolver(schema) });
}
