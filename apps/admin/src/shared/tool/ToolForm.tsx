import { Button, Card, Form, FormProblemList, Stack, Text, useFormProblems } from '@cairn/ui';
import { type ReactNode, type SyntheticEvent, useId } from 'react';
import {
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { toolTexts } from '../copy';
import { ToolColumns } from '../shell/pageFrames';
import { aside as asideClass, attempt as attemptClass } from './ToolForm.css';

const texts = toolTexts.save;

export interface ToolFormProps<V extends FieldValues, T> {
  form: UseFormReturn<V, unknown, T>;
  /** The form's schema (its resolver's): Save waits until the values pass it (doc 3 §5). */
  schema: ZodType;
  onSubmit: SubmitHandler<T>;
  isSaving: boolean;
  /** What Save will do, shown once the form is complete ('Save creates the index.'). */
  ready: string;
  /** The form's cards, in order. */
  children: ReactNode;
  /** Under the save card: the live result (asset breakdown, asset weights). */
  aside?: ReactNode;
  /**
   * The checklist's name for a field of a list's row ('Index, row 1'), by the list, the field and
   * the row's position: on screen such a field has only its column's label, so without a name the
   * checklist would give its message ('Index is required') among the other fields' names.
   */
  rowFieldName?: RowFieldName;
}

/** See `ToolFormProps.rowFieldName`. */
export type RowFieldName = (list: string, field: string, position: number) => string | undefined;

/**
 * A creation tool's form (doc 3 §2): its cards on the left; on the right, in view while the form
 * scrolls, Save (disabled until the form is valid, doc 3 §5, and saying why: a reason on the button
 * and the list of what is missing, each a link to its field: a quiet checklist of field names until
 * a first Save attempt, then the spec's messages as errors) and the live result. Fields show their
 * own messages once left or after a Save attempt.
 */
export function ToolForm<V extends FieldValues, T>({
  form,
  schema,
  onSubmit,
  isSaving,
  ready,
  children,
  aside,
  rowFieldName,
}: ToolFormProps<V, T>) {
  return (
    <Form form={form} onSubmit={onSubmit}>
      <ToolColumns
        form={<Stack space="16">{children}</Stack>}
        aside={
          <div className={asideClass}>
            <Stack space="16">
              <SaveCard schema={schema} isSaving={isSaving} ready={ready} rowFieldName={rowFieldName} />
              {aside}
            </Stack>
          </div>
        }
      />
    </Form>
  );
}

/**
 * Save, and what it waits for (the form's problems) or what it will do. Inside the `Form`. Save
 * stays disabled while the form is invalid (doc 3 §5), but pressing it is a submit attempt: the
 * fields show their messages, focus goes to the first, and the list turns from a checklist of
 * field names to the spec's messages in the error style.
 */
function SaveCard({
  schema,
  isSaving,
  ready,
  rowFieldName,
}: {
  schema: ZodType;
  isSaving: boolean;
  ready: string;
  rowFieldName: RowFieldName | undefined;
}) {
  const problems = useFormProblems(schema);
  const { submitCount } = useFormState();
  // Until a Save attempt the checklist names fields: a row's field by its list's name for it (the
  // kit's list falls back to a row field's message, having no label to read). After one, the
  // spec's messages, as the kit's list gives them.
  const listed =
    submitCount > 0 || rowFieldName === undefined
      ? problems
      : problems.map((problem) => {
          const row = /^(.+)\.(\d+)\.([^.]+)$/.exec(problem.name);
          const name = row === null ? undefined : rowFieldName(row[1] ?? '', row[3] ?? '', Number(row[2]));
          return name === undefined ? problem : { ...problem, message: name };
        });
  const listId = useId();
  const { handleSubmit } = useFormContext();
  const attempt = (event: SyntheticEvent) => {
    if (problems.length === 0 || isSaving) return;
    event.preventDefault();
    void handleSubmit(() => undefined)();
  };
  return (
    <Card padding="24">
      {/* Presses on the disabled Save reach here (it stays focusable, ignoring them itself). */}
      <div
        className={attemptClass}
        onClickCapture={attempt}
        onKeyDownCapture={(event) => {
          if (event.key === 'Enter' || event.key === ' ') attempt(event);
        }}
      >
        <Button
          type="submit"
          isDisabled={problems.length > 0}
          disabledReason={texts.disabledReason}
          isPending={isSaving}
          {...(problems.length > 0 ? { 'aria-describedby': listId } : {})}
        >
          {texts.save}
        </Button>
      </div>
      {problems.length > 0 ? (
        <FormProblemList id={listId} problems={listed} messages={{ title: texts.missing }} />
      ) : (
        <Text size="sm" tone="muted">
          {ready}
        </Text>
      )}
    </Card>
  );
}
