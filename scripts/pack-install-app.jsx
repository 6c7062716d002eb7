// The consumer app of scripts/pack-install-test.mjs: imports the packed @cairn/ui and
// @cairn/domain exactly as another team would, and renders two domain components.
import '@cairn/ui/styles.css';
import { calendarDateOf } from '@cairn/domain';
import { TaxSummary, VerificationCode } from '@cairn/ui';
import { createRoot } from 'react-dom/client';

const today = calendarDateOf(new Date(), 'local');

createRoot(document.getElementById('root')).render(
  <main>
    <VerificationCode label="Verification code" onComplete={() => {}} />
    <TaxSummary
      year={today.year - 1}
      today={today}
      summary={{ shortTerm: '1200', longTerm: '-35.1', total: '1164.9' }}
      onOpenDisclosures={() => {}}
    />
  </main>,
);
