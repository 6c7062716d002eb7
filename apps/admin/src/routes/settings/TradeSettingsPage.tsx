import { usePageTitle } from '@cairn/app-shell';
import { adminMessages } from '@cairn/domain';
import { Card, EmptyState, Stack } from '@cairn/ui';
import { SlidersHorizontal } from 'lucide-react';
import { CardPageHeader } from '../../shared/shell/pageFrames';
import { settingsTexts } from './copy';

/** /admin/trade-settings (doc 3 §2): 'This page is not implemented.' */
export function TradeSettingsPage() {
  usePageTitle(settingsTexts.tradeSettings.title);
  return (
    <Stack space="24">
      <CardPageHeader page="tradeSettings" />
      <Card>
        <EmptyState icon={SlidersHorizontal}>{adminMessages.tradeSettingsNotImplemented}</EmptyState>
      </Card>
    </Stack>
  );
}
