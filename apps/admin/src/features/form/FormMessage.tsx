import { errorText } from './form.css';

/** A form-level message (a list's rule, e.g. 'Index weights must sum to 100'), announced when it appears. */
export function FormMessage({ message }: { message: string | null | undefined }) {
  return (
    <p role="alert" className={errorText}>
      {message ?? ''}
    </p>
  );
}
