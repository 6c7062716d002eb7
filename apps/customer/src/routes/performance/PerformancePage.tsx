import { useFeatureFlags, useModels } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { PERFORMANCE_LEVEL_LABELS, PERFORMANCE_LEVELS, parsePerformanceLevel } from '@cairn/domain';
import { Button, Dialog, DialogTrigger, Select, Stack, Text, Toolbar } from '@cairn/ui';
import { useMemo, useReducer } from 'react';
import { inlineField } from '../activity/activity.css';
import { performanceDisclosureTexts, performancePageTexts, performanceTexts } from './copy';
import { HarvestedLosses } from './HarvestedLosses';
import { PerformanceHeader } from './headers';
import { type Benchmark, PortfolioReturns } from './PortfolioReturns';
import {
  canClearSelection,
  INITIAL_PERFORMANCE_VIEW,
  performanceViewReducer,
  showsBenchmark,
  showsFilters,
  showsHarvestedLosses,
} from './performanceView';
import { ReturnsTable } from './ReturnsTable';
import { benchmarkChoices, NO_BENCHMARK } from './returnsView';

/**
 * /performance (doc 2 §2 Performance): Portfolio Returns as a line or bar chart by category
 * (Investment, Asset, Sector), the benchmark overlay on the line chart, Clear Selection, the
 * returns table, the Performance Disclosure and, with the flag, the harvested tax losses. What the
 * page shows is the domain's `PerformanceView`, changed by `performanceViewReducer`.
 */
export function PerformancePage() {
  usePageTitle(performancePageTexts.heading);
  const [view, change] = useReducer(performanceViewReducer, INITIAL_PERFORMANCE_VIEW);
  const flags = useFeatureFlags();
  const indices = useModels({ type: 'INDEX' });
  const choices = useMemo(
    () => benchmarkChoices(indices.data ?? [], performancePageTexts.benchmarkNone),
    [indices.data],
  );
  const benchmark: Benchmark | null =
    view.benchmarkId === NO_BENCHMARK
      ? null
      : (choices.find((choice) => choice.id === view.benchmarkId) ?? null);

  return (
    <Stack space="24">
      <PerformanceHeader disclosure={<DisclosureDialog />} />
      {/* Category and Benchmark filter what the chart draws: with no returns yet there is nothing
          to filter, so they step aside as the chart card's own controls do (issue 30). On the bar
          chart, the benchmark overlay and the harvested tax losses (line chart only, doc 2 §2, §7)
          are not offered rather than shown disabled and silent (issue 30). */}
      {showsFilters(view) ? (
        <Toolbar
          filters={
            <>
              <Select
                label={performanceTexts.category}
                className={inlineField}
                options={PERFORMANCE_LEVELS.map((id) => ({ id, label: PERFORMANCE_LEVEL_LABELS[id] }))}
                value={view.level}
                onChange={(key) => change({ type: 'level', level: parsePerformanceLevel(key) })}
              />
              {showsBenchmark(view) ? (
                <Select
                  label={performanceTexts.benchmark}
                  className={inlineField}
                  options={choices}
                  value={view.benchmarkId}
                  onChange={(key) => change({ type: 'benchmark', benchmarkId: String(key) })}
                />
              ) : null}
            </>
          }
          actions={
            <>
              {showsHarvestedLosses(view, flags.data?.tlhEnabled === true) ? (
                <HarvestedLosses dates={view.shown.dates} />
              ) : null}
              {/* Nothing drawn yet (no returns): nothing to clear, so no button (issue 30). */}
              {view.shown.dates.length === 0 ? null : (
                <Button
                  variant="secondary"
                  isDisabled={!canClearSelection(view)}
                  onPress={() => change({ type: 'clearSelection' })}
                >
                  {performanceTexts.clearSelection}
                </Button>
              )}
            </>
          }
        />
      ) : null}
      <PortfolioReturns view={view} onChange={change} benchmark={benchmark} />
      <ReturnsTable level={view.level} />
    </Stack>
  );
}

/** The Performance Disclosure modal (doc 2 §2 Performance). */
function DisclosureDialog() {
  return (
    <DialogTrigger>
      <Button variant="link">{performanceTexts.disclosureLink}</Button>
      <Dialog title={performanceDisclosureTexts.title} size="md">
        <Stack space="12">
          {performanceDisclosureTexts.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Dialog>
    </DialogTrigger>
  );
}
