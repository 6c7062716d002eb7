import { passwordChecklist } from '@cairn/domain';
import * as layout from '../layout.css';
import { signupTexts } from '../texts';

/** The live list of password rules (doc 1 §5), each marked met or not as the user types. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <div id={id}>
      <p className={layout.muted}>{signupTexts.passwordRules}</p>
      <ul className={layout.checklist}>
        {passwordChecklist(password).map((check) => (
          <li key={check.rule} className={check.met ? layout.met : layout.unmet}>
            <span aria-hidden="true">{check.met ? '✓ ' : '○ '}</span>
            {check.label}
            <span className={layout.visuallyHidden}>
              {` (${check.met ? signupTexts.ruleMet : signupTexts.ruleNotMet})`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
