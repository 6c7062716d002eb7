import { type TradedAsset, useModels, useTradedAssets } from '@cairn/api-client';
import { useGo } from '@cairn/app-shell';
import { assetSearchResults, emptyStateMessages, excludeAssets, routePath } from '@cairn/domain';
import {
  AlertDialog,
  Badge,
  Button,
  Checkbox,
  Chip,
  DialogBody,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  Inline,
  LoadState,
  SearchField,
  Stack,
  Text,
} from '@cairn/ui';
import { visuallyHidden } from '@cairn/ui/style';
import { useState } from 'react';
import { useExclusionsDraft, usePortfolioDraft } from '../../shared/drafts/drafts';
import { AccountCard } from './AccountCard';
import * as styles from './account.css';
import type { AccountView, AccountViewEvent } from './accountView';
import { accountTexts as t } from './copy';
import { SuccessDialog } from './SuccessDialog';

const PORTFOLIO_PATH = routePath('portfolio');

const label = (asset: TradedAsset) => `${asset.name} (${asset.symbol})`;

/**
 * Portfolio Asset Exclusions (doc 2 §2, §4, §5): the excluded assets, saved or pending; the picker
 * (500 ms search on symbol or name, excluded assets hidden, 'No assets found'), its confirmation
 * (Cancel back to the picker) and success. Confirmed exclusions go into the drafts store, pending
 * until applied in My Portfolio, and take the MARKET models they leave with fewer than 2 assets
 * out of the pending portfolio.
 */
export function ExclusionsSection({
  view,
  dispatch,
}: {
  view: AccountView;
  dispatch: (event: AccountViewEvent) => void;
}) {
  const exclusions = useExclusionsDraft();
  const assets = useTradedAssets({});
  // Read early: the confirmation names the MARKET models the exclusions would remove.
  useModels({});
  return (
    <AccountCard
      title={t.exclusions}
      description={t.exclusionsIntro}
      actions={
        <Button variant="secondary" onPress={() => dispatch({ type: 'OPEN_EXCLUSIONS' })}>
          {t.addExclusions}
        </Button>
      }
    >
      <LoadState read={exclusions.read}>
        {() => (
          <LoadState read={assets}>
            {(traded) => <ExclusionList traded={traded} view={view} dispatch={dispatch} />}
          </LoadState>
        )}
      </LoadState>
    </AccountCard>
  );
}

function ExclusionList({
  traded,
  view,
  dispatch,
}: {
  traded: readonly TradedAsset[];
  view: AccountView;
  dispatch: (event: AccountViewEvent) => void;
}) {
  const exclusions = useExclusionsDraft();
  const go = useGo();
  const current = exclusions.current ?? [];
  const saved = new Set(exclusions.saved ?? []);
  const byId = new Map(traded.map((asset) => [asset.id, asset]));
  const shown = current.map((id) => byId.get(id)).filter((asset) => asset !== undefined);
  return (
    <Stack space="16">
      {shown.length === 0 ? (
        <Text tone="muted" size="sm">
          {t.noExclusions}
        </Text>
      ) : (
        // Chips, not full-width rows: a few short names read at a glance, each with its remove button.
        <Inline as="ul" space="8" aria-label={t.exclusions}>
          {shown.map((asset) => (
            <Chip
              key={asset.id}
              onRemove={() => exclusions.edit(current.filter((id) => id !== asset.id))}
              removeLabel={t.removeExclusion(asset.symbol)}
            >
              <span>{label(asset)}</span>
              {saved.has(asset.id) ? null : <Badge tone="warning">{t.pending}</Badge>}
            </Chip>
          ))}
        </Inline>
      )}
      {exclusions.isUnsaved ? (
        <Inline space="12" alignY="center" align="between">
          <Text tone="muted">{t.pendingNote}</Text>
          <Inline space="8">
            <Button variant="ghost" size="sm" onPress={exclusions.reset}>
              {t.resetExclusions}
            </Button>
            <Button variant="secondary" size="sm" onPress={() => go(PORTFOLIO_PATH)}>
              {t.goToMyPortfolio}
            </Button>
          </Inline>
        </Inline>
      ) : null}
      {view.view === 'EXCLUDE_ASSETS' ? (
        <AssetPicker traded={traded} excluded={current} chosen={view.chosen} dispatch={dispatch} />
      ) : null}
      {view.view === 'CONFIRM_EXCLUDE_ASSETS' ? (
        <ConfirmExclusions traded={traded} chosen={view.chosen} dispatch={dispatch} />
      ) : null}
      {view.view === 'SUCCESS' ? (
        <SuccessDialog
          title={t.exclusionsSavedTitle}
          body={t.exclusionsSavedBody}
          onDone={() => dispatch({ type: 'CLOSE' })}
        />
      ) : null}
    </Stack>
  );
}

function AssetPicker({
  traded,
  excluded,
  chosen,
  dispatch,
}: {
  traded: readonly TradedAsset[];
  excluded: readonly string[];
  chosen: readonly string[];
  dispatch: (event: AccountViewEvent) => void;
}) {
  const [query, setQuery] = useState('');
  const found = assetSearchResults(traded, query, excluded);
  const available = assetSearchResults(traded, '', excluded).length;
  const toggle = (id: string, selected: boolean) =>
    dispatch({ type: 'CHOOSE', chosen: selected ? [...chosen, id] : chosen.filter((other) => other !== id) });
  return (
    // Taller than most windows: hung from the flows' top edge (64 px) like every long dialog, not
    // 16 px under the window's (issue 30).
    <DialogRoot isOpen placement="top" onClose={() => dispatch({ type: 'CANCEL' })}>
      <DialogHeader>{t.excludeAssetsTitle}</DialogHeader>
      <DialogBody>
        <Stack space="16">
          <SearchField
            label={t.searchAssets}
            description={t.searchAssetsHint}
            onSearch={setQuery}
            isEmpty={found.length === 0}
            emptyText={emptyStateMessages.noAssetsFound}
            autoFocus
          />
          {found.length === 0 ? (
            <Text tone="muted">{emptyStateMessages.noAssetsFound}</Text>
          ) : (
            <fieldset className={styles.assetChoices}>
              <legend className={visuallyHidden}>{t.chooseAssets}</legend>
              {found.map((asset) => (
                <Checkbox
                  key={asset.id}
                  isSelected={chosen.includes(asset.id)}
                  onChange={(selected) => toggle(asset.id, selected)}
                >
                  {label(asset)}
                </Checkbox>
              ))}
            </fieldset>
          )}
          {found.length === 0 ? null : (
            <Text size="sm" tone="muted">
              {t.shownAssets(found.length, available)}
            </Text>
          )}
        </Stack>
      </DialogBody>
      <DialogFooter start={<span aria-live="polite">{t.chosenCount(chosen.length)}</span>}>
        <Button variant="secondary" onPress={() => dispatch({ type: 'CANCEL' })}>
          {t.cancel}
        </Button>
        <Button
          isDisabled={chosen.length === 0}
          {...(chosen.length === 0 ? { disabledReason: t.chooseAnAsset } : {})}
          onPress={() => dispatch({ type: 'REVIEW' })}
        >
          {t.continue}
        </Button>
      </DialogFooter>
    </DialogRoot>
  );
}

function ConfirmExclusions({
  traded,
  chosen,
  dispatch,
}: {
  traded: readonly TradedAsset[];
  chosen: readonly string[];
  dispatch: (event: AccountViewEvent) => void;
}) {
  const exclusions = useExclusionsDraft();
  const portfolio = usePortfolioDraft();
  const models = useModels({});
  if (models.data === undefined) return null;
  const outcome = excludeAssets({
    excludedIds: exclusions.current ?? [],
    chosenIds: chosen,
    assets: traded,
    portfolio: portfolio.current ?? [],
    models: models.data.map((model) => ({
      id: model.id,
      name: model.name,
      product: model.product,
      assetSymbols: model.asset_symbols,
    })),
  });
  const names = traded.filter((asset) => chosen.includes(asset.id)).map((asset) => asset.symbol);
  return (
    <AlertDialog
      isOpen
      title={t.confirmExclusionsTitle}
      message={
        <Stack space="12">
          <Text>{t.confirmExclusionsBody(names.join(', '))}</Text>
          {outcome.removed.length > 0 ? (
            <Text>{t.removedModels(outcome.removed.map((model) => model.name).join(', '))}</Text>
          ) : null}
        </Stack>
      }
      confirmLabel={t.confirm}
      cancelLabel={t.cancel}
      onCancel={() => dispatch({ type: 'CANCEL' })}
      onConfirm={() => {
        exclusions.edit(outcome.excludedIds);
        if (outcome.removed.length > 0) portfolio.edit(outcome.portfolio);
        dispatch({ type: 'CONFIRM' });
      }}
    />
  );
}
