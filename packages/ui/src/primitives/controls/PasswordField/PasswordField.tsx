import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Icon } from '../../foundations/Icon/Icon';
import * as styles from '../../private/formField/formField.css';
import { TextField, type TextFieldProps } from '../TextField/TextField';

/** The toggle's accessible names. */
export const passwordToggleLabels = { show: 'Show password', hide: 'Hide password' } as const;

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix' | 'prefix'> {
  /**
   * Whether the password starts shown.
   * @default false
   */
  defaultRevealed?: boolean;
  /**
   * `current-password` for sign-in, `new-password` for signup and changes, so password managers
   * offer or generate the right thing.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password field (react-aria `TextField`) with a show/hide button. The button is named
 * 'Show password' or 'Hide password' and the input's `type` follows it (`password` / `text`).
 *
 * Selectors: those of `TextField`; the root also has `[data-revealed]` while the password shows.
 */
export function PasswordField({
  defaultRevealed = false,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <TextField
      {...props}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      data-revealed={revealed || undefined}
      suffix={
        <Button
          className={styles.iconButton}
          aria-label={revealed ? passwordToggleLabels.hide : passwordToggleLabels.show}
          isDisabled={props.isDisabled ?? false}
          onPress={() => setRevealed((shown) => !shown)}
        >
          <Icon icon={revealed ? EyeOff : Eye} className={styles.icon} />
        </Button>
      }
    />
  );
}
