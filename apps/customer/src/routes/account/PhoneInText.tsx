import { phone as phoneClass } from './account.css';

/**
 * A sentence holding a phone number, the number kept on one line (issue 30: it wrapped as
 * '(202) 555-' / '0147'); the sentence's words are the copy's, unchanged.
 */
export function PhoneInText({ text, phone }: { text: string; phone: string }) {
  const at = text.indexOf(phone);
  if (phone === '' || at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className={phoneClass}>{phone}</span>
      {text.slice(at + phone.length)}
    </>
  );
}
