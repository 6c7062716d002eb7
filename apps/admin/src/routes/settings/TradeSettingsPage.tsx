import { usePageTitle } from '@cairn/app-shell';
import { adminMessages } from '@cairn/domain';
import { Card, EmptyState, LinkButton, Stack } from '@cairn/ui';
import { SlidersHorizontal } from 'lucide-react';
import { ADMIN_ROUTES } from '../../shared/paths';
import * as styles from '../../shared/shell/cardPage.css';
import { CardPageHeader } from '../../shared/shell/pageFrames';
import { settingsTexts } from './copy';

/** /admin/trade-settings (doc 3 §2): 'This page is not implemented.' */
export function TradeSettingsPage() {
  usePageTitle(settingsTexts.tradeSettings.title);
  return (
    <Stack space="24">
      <CardPageHeader page="tradeSettings" />
      <div className={styles.cards}>
        <Card>
          <EmptyState
            icon={SlidersHorizontal}
            action={
              <LinkButton variant="link" href={ADMIN_ROUTES.models}>
                {settingsTexts.tradeSettings.nextStep}
              </LinkButton>
            }
          >
            {adminMessages.tradeSettingsNotImplemented}
          </EmptyState>
        </Card>
      </div>
    </Stack>
  );
}
