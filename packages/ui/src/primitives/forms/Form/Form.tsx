import { type FormHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { createFieldElements, FieldElementsContext, pageOrder } from '../fieldElements';
import { problemsOf } from '../problems';

export interface FormProps<TFieldValues extends FieldValues, TContext, TTransformedValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'noValidate' | 'children'> {
  /** The `useForm` result (with the domain's schema through `zodResolver`). */
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /** Called with the parsed values of a valid submit; a returned promise keeps `isSubmitting` on. */
  onSubmit: SubmitHandler<TTransformedValues>;
  /** Called with the errors of a failed submit, before focus moves to the first invalid field. */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
  /** The fields (kit bindings such as `FormTextField`), a `FormErrorSummary` and the actions. */
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form bound to react-hook-form: a `<form noValidate>` (the schema validates, the browser shows
 * no bubbles) that submits through `handleSubmit`, and the context its bindings and
 * `FormErrorSummary` use, so they need no `control`. On a failed submit react-hook-form focuses the
 * first invalid field (bindings hand it their focusable element and register in render order);
 * when only form-level errors remain (a list's total), the first of their `useErrorTarget`
 * elements takes focus instead, so focus never stays on the submit button unexplained.
 */
export function Form<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: FormProps<TFieldValues, TContext, TTransformedValues>) {
  const [elements] = useState(createFieldElements);
  const submit = form.handleSubmit(onSubmit, async (errors, event) => {
    await onInvalid?.(errors, event);
    const found = problemsOf(errors).map((problem) => elements.get(problem.name));
    // A field in error: react-hook-form focuses it next.
    if (found.some((entry) => entry?.kind === 'field')) return;
    const targets = found.flatMap((entry) => (entry === undefined ? [] : [entry.element]));
    targets.sort(pageOrder)[0]?.focus();
  });
  return (
    <FormProvider {...form}>
      <FieldElementsContext value={elements}>
        <form {...props} noValidate onSubmit={submit}>
          {children}
        </form>
      </FieldElementsContext>
    </FormProvider>
  );
}
