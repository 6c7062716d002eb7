import { useFeatureFlags, useModels } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  benchmarkChoices,
  NO_BENCHMARK,
  PERFORMANCE_LEVEL_LABELS,
  PERFORMANCE_LEVELS,
  type PerformanceLevel,
  parsePerformanceLevel,
  performanceDisclosureTexts,
  performancePageTexts,
  performanceTexts,
} from '@cairn/domain';
import {
  Button,
  Dialog,
  DialogTrigger,
  PageHeader,
  type PerformanceChartType,
  Select,
  Stack,
  Text,
  Toolbar,
} from '@cairn/ui';
import { useMemo, useState } from 'react';
import { HarvestedLosses } from '../../features/performance/HarvestedLosses';
import {
  type Benchmark,
  PortfolioReturns,
  type ShownChart,
} from '../../features/performance/PortfolioReturns';
import { ReturnsTable } from '../../features/performance/ReturnsTable';

/**
 * /performance (doc 2 §2 Performance): Portfolio Returns as a line or bar chart by category
 * (Investment, Asset, Sector), the benchmark overlay on the line chart, Clear Selection, the
 * returns table, the Performance Disclosure and, with the flag, the harvested tax losses.
 */
export function PerformancePage() {
  usePageTitle(performancePageTexts.heading);
  const [level, setLevel] = useState<PerformanceLevel>('investment');
  const [chartType, setChartType] = useState<PerformanceChartType>('line');
  const [benchmarkId, setBenchmarkId] = useState<string>(NO_BENCHMARK);
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const [shown, setShown] = useState<ShownChart>({ names: [], dates: [] });
  const flags = useFeatureFlags();
  const indices = useModels({ type: 'INDEX' });
  const choices = useMemo(
    () => benchmarkChoices(indices.data ?? [], performancePageTexts.benchmarkNone),
    [indices.data],
  );
  const benchmark: Benchmark | null =
    benchmarkId === NO_BENCHMARK ? null : (choices.find((choice) => choice.id === benchmarkId) ?? null);
  const shownLevelSeries = shown.names.filter((name) => !hidden.includes(name));
  // doc 2 §7: harvested losses only with the flag, in the line view, over the chart's data.
  const showHarvested = flags.data?.tlhEnabled === true && chartType === 'line';

  return (
    <Stack space="24">
      <PageHeader
        title={performancePageTexts.heading}
        description={performancePageTexts.description}
        secondaryActions={<DisclosureDialog />}
      />
      <Toolbar
        filters={
          <>
            <Select
              label={performanceTexts.category}
              options={PERFORMANCE_LEVELS.map((id) => ({ id, label: PERFORMANCE_LEVEL_LABELS[id] }))}
              value={level}
              onChange={(key) => {
                setLevel(parsePerformanceLevel(key));
                setHidden([]);
              }}
            />
            {chartType === 'line' ? (
              <Select
                label={performanceTexts.benchmark}
                options={choices}
                value={benchmarkId}
                onChange={(key) => setBenchmarkId(String(key))}
              />
            ) : null}
          </>
        }
        actions={
          <>
            {showHarvested ? <HarvestedLosses dates={shown.dates} /> : null}
            <Button
              variant="secondary"
              isDisabled={shownLevelSeries.length === 0}
              onPress={() => setHidden((current) => [...new Set([...current, ...shown.names])])}
            >
              {performanceTexts.clearSelection}
            </Button>
          </>
        }
      />
      <PortfolioReturns
        level={level}
        benchmark={benchmark}
        chartType={chartType}
        onChartTypeChange={setChartType}
        hidden={hidden}
        onHiddenChange={setHidden}
        onShown={setShown}
      />
      <ReturnsTable level={level} />
    </Stack>
  );
}

/** The Performance Disclosure modal (doc 2 §2 Performance). */
function DisclosureDialog() {
  return (
    <DialogTrigger>
      <Button variant="ghost">{performanceTexts.disclosureLink}</Button>
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
