import { usePageTitle } from '@cairn/app-shell';
import { adminMessages } from '@cairn/domain';
import { Card, Link, Stack, Text } from '@cairn/ui';
import { ADMIN_ROUTES } from '../../shared/paths';
import { CardPage } from '../../shared/shell/pageFrames';
import { settingsTexts } from './copy';

/**
 * /admin/trade-settings (doc 3 §2): 'This page is not implemented.', in the settings pages' 608 px
 * card column (Access Code's, its neighbour in the menu), with the next step as a link on the
 * text's left edge, as every console link.
 */
export function TradeSettingsPage() {
  usePageTitle(settingsTexts.tradeSettings.title);
  return (
    <CardPage page="tradeSettings">
      <Card>
        <Stack space="8" align="start">
          <Text>{adminMessages.tradeSettingsNotImplemented}</Text>
          <Link variant="standalone" href={ADMIN_ROUTES.models}>
            {settingsTexts.tradeSettings.nextStep}
          </Link>
        </Stack>
      </Card>
    </CardPage>
  );
}
