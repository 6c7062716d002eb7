/**
 * The indices area's words: /admin/index-creation and /admin/indices (doc 3 §2 names the screens,
 * fields, columns and buttons; the wording is the project's). The spec's exact messages are the
 * domain's `adminMessages` and `indexFormMessages`.
 */
export const indicesTexts = {
  /** The pages' headers, in the first chunk: a page's loading skeleton shows its real header. */
  indices: {
    title: 'Indices',
    /** Its second sentence is why a partner index's name opens nothing (doc 3 §6). */
    description:
      'Every index of the catalog, its status and its place in the marketplace. Partner indices are read-only: only Cairn indices can be edited in the console.',
    create: 'Create index',
  },
  indexCreation: {
    title: 'Index Creation Tool',
    newItem: 'A new index: its details, how its assets are chosen, and how they are weighted.',
    editing: (name: string) => `Editing ${name}.`,
    newLink: 'New index',
  },
  /** The list's own words (doc 3 §2 names the columns and buttons). */
  list: {
    count: (count: number) => (count === 1 ? '1 index' : `${count} indices`),
    activate: 'Activate',
    deactivate: 'Deactivate',
    show: 'Show',
    hide: 'Hide',
    /** The tag beside a partner index's name: why it is not a link (doc 3 §6). */
    partner: 'Partner',
    emptyAction: 'Create an index',
  },
  /** The Index Creation Tool's own words (doc 3 §2, §3 name the fields; the labels are the project's). */
  form: {
    details: 'Details',
    name: 'Index Name',
    ticker: 'Index Ticker',
    description: 'Description',
    about: 'About',
    status: 'Status',
    statusPlaceholder: 'Select a status',
    classification: 'Classification',
    classificationDescription:
      'The industry groups, industries and subindustries offered follow the chosen sectors (all sectors when none is chosen).',
    blockchains: 'Blockchains',
    sectors: 'Sectors',
    industryGroups: 'Industry Groups',
    industries: 'Industries',
    subindustries: 'Subindustries',
    search: 'Type to search',
    ranking: 'Ranking',
    rankingDescription: 'Keep the top assets by a metric: fill all three, or none.',
    metric: 'Metric',
    noMetric: 'None',
    maxAssets: 'Max Assets',
    ascending: 'Ascending',
    ascendingOptions: { none: 'None', yes: 'Yes', no: 'No' },
    weighting: 'Weighting and Exclusions',
    weightingDescription:
      'How the chosen assets are weighted, and the assets left out whatever the rules say.',
    weightingMethodology: 'Weighting Methodology',
    weightingPlaceholder: 'Select a methodology',
    excludedAssets: 'Excluded Assets',
    assetSearch: 'Search by symbol or name',
    ready: { create: 'Save creates the index.', update: 'Save updates the index.' },
  },
  /** The factor rows' words (doc 3 §3, §5 name the fields: metric, strictness, min, max, lookback days). */
  factors: {
    metric: 'Metric',
    metricPlaceholder: 'Select a metric',
    strictness: 'Strictness',
    strictnessPlaceholder: 'Hard or soft',
    min: 'Min',
    max: 'Max',
    lookback: 'Lookback (days)',
    remove: (row: string, position: number) => `Remove ${row} ${position + 1}`,
    strictnessLabels: { hard: 'Hard', soft: 'Soft' },
  },
  breakdown: {
    title: 'Asset Breakdown',
    description: 'Calculated from the form as it changes.',
    calculating: 'Calculating the asset breakdown',
    symbol: 'Symbol',
    weight: 'Weight',
    count: (count: number) => (count === 1 ? '1 asset' : `${count} assets`),
  },
} as const;
