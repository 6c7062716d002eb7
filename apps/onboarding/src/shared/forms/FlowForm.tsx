import { Form, FormErrorSummary, Stack } from '@cairn/ui';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { fieldsThenActions } from '../shell/shell.css';

/**
 * A form page of the onboarding flow (DESIGN.md "Forms"): the error summary on top, listing each
 * problem of a failed submit as a link to its field, then the fields and the action, 24 px apart.
 */
export function FlowForm<V extends FieldValues, T>({
  form,
  onSubmit,
  children,
}: {
  form: UseFormReturn<V, unknown, T>;
  onSubmit: SubmitHandler<T>;
  /** The fields, then the action. */
  children: ReactNode;
}) {
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Stack space="24" className={fieldsThenActions}>
        <FormErrorSummary />
        {children}
      </Stack>
    </Form>
  );
}
