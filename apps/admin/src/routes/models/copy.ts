/**
 * The models area's words: /admin/model-creation and /admin/models (doc 3 §2; the wording is the
 * project's). The spec's exact messages are the domain's `adminMessages` and `modelFormMessages`.
 */
export const modelsTexts = {
  /** The pages' headers, in the first chunk: a page's loading skeleton shows its real header. */
  modelCreation: {
    title: 'Model Creation Tool',
    newItem: 'A new model: its details, its indices and their weights, and its active management.',
    editing: (name: string) => `Editing ${name}.`,
    newLink: 'New model',
  },
  models: {
    title: 'Models',
    description: 'Every model, its product, and whether it is active and shown in the marketplace.',
    create: 'Create model',
  },
  /** The list's own words (doc 3 §2 names the columns and the button). */
  list: {
    count: (count: number) => (count === 1 ? '1 model' : `${count} models`),
    show: 'Show',
    hide: 'Hide',
    emptyAction: 'Create a model',
  },
  /** The Model Creation Tool's own words (doc 3 §2 names the fields; the labels are the project's). */
  form: {
    details: 'Model',
    name: 'Model Name',
    description: 'Description',
    objective: 'Objective',
    product: 'Product',
    productPlaceholder: 'Select a product',
    driftThreshold: 'Drift Threshold',
    rebalancePeriod: 'Rebalance Period (days)',
    // Units inside the fields, so each label keeps to one line (fields in a row share a top edge).
    percentUnit: '%',
    indices: 'Indices',
    indicesDescription: 'The indices the model holds and their weights, in percent, summing to 100.',
    index: 'Index',
    indexPlaceholder: 'Select an index',
    weight: 'Weight (%)',
    addIndex: 'Add Index',
    removeIndex: (position: number) => `Remove index ${position + 1}`,
    /** A row's field in the Save checklist, named as the other fields are (by label), with its row. */
    rowField: (label: string, position: number) => `${label}, row ${position + 1}`,
    noIndex: 'No index yet: add the first one.',
    total: (sum: string) => `Total: ${sum}%`,
    activeManagementDescription: 'How the model departs from its benchmark, within the limits below.',
    strategy: 'Strategy',
    strategyPlaceholder: 'Select a strategy',
    maxTrackingError: 'Maximum Tracking Error',
    maxDeviation: 'Maximum Deviation',
    trackingError: 'Tracking Error',
    assetWeights: 'Asset Weights',
    assetWeightsDescription: 'As the server computed them at the last save, in percent.',
    symbol: 'Symbol',
    benchmarkWeight: 'Benchmark Weight',
    strategyWeight: 'Strategy Weight',
    ready: { create: 'Save creates the model.', update: 'Save updates the model.' },
  },
  open: {
    open: 'Open a model',
    openPlaceholder: 'Select a model to edit',
  },
} as const;
