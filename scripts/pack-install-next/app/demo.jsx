'use client';
// The interactive part of the Next.js consumer's page: a client component, as the kit's callbacks
// (render functions, handlers) cannot cross from a server component.
import {
  BalanceChart,
  Button,
  ColorModeSwitch,
  Dialog,
  DialogTrigger,
  Table,
  TextField,
  useColorMode,
} from '@cairn/ui';

const columns = [
  { id: 'asset', name: 'Asset', isRowHeader: true, render: (row) => row.asset },
  { id: 'weight', name: 'Weight', align: 'end', render: (row) => `${row.weight}%` },
];
const rows = [
  { id: 'btc', asset: 'Bitcoin', weight: 60 },
  { id: 'eth', asset: 'Ether', weight: 40 },
];
const history = [
  { date: '2025-01-01', balance: '50000' },
  { date: '2025-01-02', balance: '50125.50' },
  { date: '2025-01-03', balance: '50251' },
];

export function Demo() {
  const { mode } = useColorMode();
  return (
    <section>
      <p data-testid="mode">Painted: {mode}</p>
      <ColorModeSwitch>Dark theme</ColorModeSwitch>
      <TextField label="Email" />
      <DialogTrigger>
        <Button>Open dialog</Button>
        <Dialog title="Hello" cancelLabel="Close dialog">
          A kit dialog, opened by its trigger.
        </Dialog>
      </DialogTrigger>
      <Table aria-label="Holdings" columns={columns} rows={rows} />
      <BalanceChart history={history} title="Account balance" />
    </section>
  );
}
