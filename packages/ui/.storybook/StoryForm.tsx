import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Mode } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../src/primitives/controls/Button/Button';
import { Form } from '../src/primitives/forms/Form/Form';
import { FormErrorSummary } from '../src/primitives/forms/FormErrorSummary/FormErrorSummary';
import { useSchemaForm } from '../src/primitives/forms/useSchemaForm/useSchemaForm';

/** The submit button's label in the form stories. */
export const STORY_SUBMIT = 'Submit';

/**
 * A small form for the binding stories: `useSchemaForm` with `schema`,
 * the fields, optionally the error summary, and a Submit button. `onSubmit` gets the parsed values.
 */
export function StoryForm<In extends FieldValues, Out extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  mode = 'onTouched',
  withSummary = false,
  children,
}: {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  onSubmit: (values: Out) => void;
  mode?: Mode;
  withSummary?: boolean;
  children: ReactNode;
}) {
  const form = useSchemaForm(schema, { defaultValues, mode });
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values)}
      aria-label="Story form"
      style={{ display: 'grid', gap: 16, width: 420 }}
    >
      {withSummary ? <FormErrorSummary /> : null}
      {children}
      <div>
        <Button type="submit">{STORY_SUBMIT}</Button>
      </div>
    </Form>
  );
}
