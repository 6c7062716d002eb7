// The Vite consumer of scripts/pack-install-test.mjs: imports the packed @cairn/ui and
// @cairn/domain exactly as another team would, and renders two domain components and the kit's
// theme, colour-mode switch and a dialog trigger (client-rendered: no server here).
import '@cairn/ui/styles.css';
import { calendarDateOf } from '@cairn/domain';
import {
  Button,
  ColorModeSwitch,
  Dialog,
  DialogTrigger,
  TaxSummary,
  ThemeProvider,
  useColorMode,
  VerificationCode,
} from '@cairn/ui';
import { createRoot } from 'react-dom/client';

const today = calendarDateOf(new Date(), 'local');

function Mode() {
  const { mode } = useColorMode();
  return <p data-testid="mode">Painted: {mode}</p>;
}

createRoot(document.getElementById('root')).render(
  <ThemeProvider>
    <main>
      <Mode />
      <ColorModeSwitch>Dark theme</ColorModeSwitch>
      <DialogTrigger>
        <Button>Open dialog</Button>
        <Dialog title="Hello" cancelLabel="Close dialog">
          A kit dialog, opened by its trigger.
        </Dialog>
      </DialogTrigger>
      <VerificationCode label="Verification code" onComplete={() => {}} />
      <TaxSummary
        year={today.year - 1}
        today={today}
        summary={{ shortTerm: '1200', longTerm: '-35.1', total: '1164.9' }}
        onOpenDisclosures={() => {}}
      />
    </main>
  </ThemeProvider>,
);
