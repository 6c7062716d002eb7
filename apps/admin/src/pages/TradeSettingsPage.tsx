import { adminMessages } from '@cairn/domain';
import { adminTexts } from '../texts';
import { title } from './page.css';

/** /admin/trade-settings (doc 3 §2): not implemented. */
export function TradeSettingsPage() {
  return (
    <>
      <h1 className={title}>{adminTexts.titles.tradeSettings}</h1>
      <p>{adminMessages.tradeSettingsNotImplemented}</p>
    </>
  );
}
