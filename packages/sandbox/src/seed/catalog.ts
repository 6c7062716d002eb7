import { addDays, calendarDateOf, dec, formatIsoDate, parseIsoDate, sum } from '@cairn/domain';
import { z } from 'zod';
import { createWorld, defineSlice, type World } from '../core/world';
import type { Catalog, CatalogAsset, CatalogIndex, CatalogModel, IndexDefinition } from './catalogTypes';
import {
  INDEX_ICONS,
  INDEX_VIDEOS,
  investmentIcon,
  LEARNING_VIDEO_URL,
  MODEL_ICONS,
  MODEL_VIDEOS,
  modelMark,
} from './media';

/**
 * The sandbox's market catalog (issue 4 "Seeded world"): about 60 real crypto assets, about 25
 * indices built from definitions like the admin Index Creation Tool's, about 12 models made of
 * those indices, and two-plus years of daily prices ending today. The index and model helpers
 * here are the ones the admin area reuses when staff create indices and models, so seeded and
 * created entries are built by the same rules.
 */

/**
 * The platform fee in percent a year, charged on top of the investments' own fees (doc 1 §3
 * "Product fees", doc 2 §3 "Fees"): one value for every call that reports it.
 */
export const PLATFORM_FEE_PERCENT = '0.25';

/**
 * Each product's standard investment fee in percent: what GET /portfolio/product/{type}/fees
 * reports and what a model created in the admin console charges. Seeded models vary around it.
 */
export const PRODUCT_FEE_PERCENT = { MARKET: '0.30', SMART_BETA: '0.50', ALPHA: '0.75' } as const;

/** Days of daily prices per asset: a little over two years (performance needs 1Y and Full). */
export const PRICE_HISTORY_DAYS = 800;

/** Weighting methodologies an index may use (the admin form's choices). */
export const WEIGHTING_METHODOLOGIES = [
  'Market Cap',
  'Equal',
  'Square Root Market Cap',
  'Capped Market Cap',
] as const;

/** A capped market-cap index holds at most this share (percent) in one asset. */
export const WEIGHT_CAP_PERCENT = 25;

/** Off-chain metrics an index may rank or filter by. `min_days` is the lookback for the price ones. */
export const OFF_CHAIN_FACTORS = ['market_cap', 'price_return', 'volatility'] as const;
/** On-chain metrics an index may filter by. */
export const ON_CHAIN_FACTORS = ['active_addresses', 'transaction_count'] as const;

/** The lookback of price metrics when a factor gives no `min_days`. */
const DEFAULT_LOOKBACK_DAYS = 90;

type AssetRow = [
  symbol: string,
  name: string,
  sector: string,
  industryGroup: string,
  industry: string,
  subindustry: string,
  blockchain: string,
  networkId: string,
  marketCapBillions: number,
  price: number,
  withdrawalMinimum: string,
  /** Daily volatility of the random walk. */
  volatility: number,
];

// Real assets with rounded, plausible market data; the walk ends at `price` today.
// biome-ignore format: one asset per line reads as a table
const ASSET_ROWS: AssetRow[] = [
  ['BTC', 'Bitcoin', 'Currency', 'Digital Currency', 'Store of Value', 'Proof of Work', 'Bitcoin', 'bitcoin', 1900, 95000, '0.0005', 0.028],
  ['LTC', 'Litecoin', 'Currency', 'Digital Currency', 'Payments', 'Proof of Work', 'Litecoin', 'litecoin', 7.2, 95, '0.01', 0.04],
  ['BCH', 'Bitcoin Cash', 'Currency', 'Digital Currency', 'Payments', 'Proof of Work', 'Bitcoin Cash', 'bitcoin-cash', 9, 450, '0.005', 0.042],
  ['DOGE', 'Dogecoin', 'Currency', 'Digital Currency', 'Meme Coins', 'Proof of Work', 'Dogecoin', 'dogecoin', 28, 0.19, '20', 0.055],
  ['XRP', 'XRP', 'Currency', 'Digital Currency', 'Payments', 'Federated Consensus', 'XRP Ledger', 'ripple', 140, 2.4, '5', 0.045],
  ['XLM', 'Stellar', 'Currency', 'Digital Currency', 'Payments', 'Federated Consensus', 'Stellar', 'stellar', 10, 0.33, '10', 0.045],
  ['USDC', 'USD Coin', 'Currency', 'Stablecoins', 'Fiat-backed Stablecoins', 'USD Stablecoins', 'Ethereum', 'ethereum', 60, 1, '10', 0.0005],
  ['ETH', 'Ethereum', 'Smart Contract Platform', 'Layer 1', 'General Purpose', 'Proof of Stake', 'Ethereum', 'ethereum', 420, 3500, '0.005', 0.034],
  ['SOL', 'Solana', 'Smart Contract Platform', 'Layer 1', 'High Throughput', 'Proof of Stake', 'Solana', 'solana', 90, 180, '0.05', 0.045],
  ['ADA', 'Cardano', 'Smart Contract Platform', 'Layer 1', 'General Purpose', 'Proof of Stake', 'Cardano', 'cardano', 25, 0.7, '10', 0.045],
  ['AVAX', 'Avalanche', 'Smart Contract Platform', 'Layer 1', 'Subnets', 'Proof of Stake', 'Avalanche', 'avalanche-c', 12, 30, '0.1', 0.05],
  ['DOT', 'Polkadot', 'Smart Contract Platform', 'Layer 0', 'Interoperability', 'Nominated Proof of Stake', 'Polkadot', 'polkadot', 8, 5.5, '1', 0.045],
  ['TRX', 'TRON', 'Smart Contract Platform', 'Layer 1', 'High Throughput', 'Delegated Proof of Stake', 'TRON', 'tron', 22, 0.25, '20', 0.03],
  ['NEAR', 'NEAR Protocol', 'Smart Contract Platform', 'Layer 1', 'Sharded', 'Proof of Stake', 'NEAR', 'near', 4, 3.5, '1', 0.055],
  ['ATOM', 'Cosmos Hub', 'Smart Contract Platform', 'Layer 0', 'Interoperability', 'Proof of Stake', 'Cosmos', 'cosmos', 2.5, 6.5, '0.5', 0.05],
  ['ALGO', 'Algorand', 'Smart Contract Platform', 'Layer 1', 'General Purpose', 'Pure Proof of Stake', 'Algorand', 'algorand', 2, 0.25, '10', 0.05],
  ['APT', 'Aptos', 'Smart Contract Platform', 'Layer 1', 'Move Chains', 'Proof of Stake', 'Aptos', 'aptos', 3, 6, '0.5', 0.055],
  ['SUI', 'Sui', 'Smart Contract Platform', 'Layer 1', 'Move Chains', 'Proof of Stake', 'Sui', 'sui', 12, 3.5, '1', 0.06],
  ['TON', 'Toncoin', 'Smart Contract Platform', 'Layer 1', 'Sharded', 'Proof of Stake', 'TON', 'ton', 8, 3.2, '1', 0.045],
  ['HBAR', 'Hedera', 'Smart Contract Platform', 'Layer 1', 'Enterprise', 'Hashgraph', 'Hedera', 'hedera', 9, 0.22, '20', 0.05],
  ['ICP', 'Internet Computer', 'Smart Contract Platform', 'Layer 1', 'General Purpose', 'Chain Key', 'Internet Computer', 'icp', 3, 6, '0.5', 0.055],
  ['XTZ', 'Tezos', 'Smart Contract Platform', 'Layer 1', 'General Purpose', 'Liquid Proof of Stake', 'Tezos', 'tezos', 0.8, 0.8, '5', 0.045],
  ['SEI', 'Sei', 'Smart Contract Platform', 'Layer 1', 'High Throughput', 'Proof of Stake', 'Sei', 'sei', 1.2, 0.3, '10', 0.065],
  ['POL', 'Polygon', 'Infrastructure', 'Scaling', 'Sidechains', 'Proof of Stake', 'Ethereum', 'ethereum', 4, 0.4, '10', 0.05],
  ['ARB', 'Arbitrum', 'Infrastructure', 'Scaling', 'Layer 2', 'Optimistic Rollups', 'Arbitrum', 'arbitrum', 3, 0.6, '10', 0.055],
  ['OP', 'Optimism', 'Infrastructure', 'Scaling', 'Layer 2', 'Optimistic Rollups', 'Optimism', 'optimism', 2.5, 1.6, '5', 0.055],
  ['STX', 'Stacks', 'Infrastructure', 'Scaling', 'Bitcoin Layer 2', 'Proof of Transfer', 'Stacks', 'stacks', 1.5, 1, '5', 0.06],
  ['LINK', 'Chainlink', 'Infrastructure', 'Data', 'Oracles', 'Price Feeds', 'Ethereum', 'ethereum', 12, 18, '1', 0.048],
  ['GRT', 'The Graph', 'Infrastructure', 'Data', 'Indexing', 'Query Networks', 'Ethereum', 'ethereum', 1.5, 0.15, '50', 0.055],
  ['FIL', 'Filecoin', 'Infrastructure', 'Storage', 'Decentralized Storage', 'Storage Markets', 'Filecoin', 'filecoin', 2.5, 4, '1', 0.055],
  ['AR', 'Arweave', 'Infrastructure', 'Storage', 'Decentralized Storage', 'Permanent Storage', 'Arweave', 'arweave', 1, 15, '0.5', 0.06],
  ['QNT', 'Quant', 'Infrastructure', 'Interoperability', 'Enterprise Interoperability', 'Overledger', 'Ethereum', 'ethereum', 1.2, 95, '0.05', 0.045],
  ['HNT', 'Helium', 'Infrastructure', 'DePIN', 'Wireless Networks', 'Proof of Coverage', 'Solana', 'solana', 0.6, 4, '1', 0.06],
  ['ENS', 'Ethereum Name Service', 'Infrastructure', 'Identity', 'Naming', 'Domain Names', 'Ethereum', 'ethereum', 0.9, 25, '0.5', 0.055],
  ['UNI', 'Uniswap', 'DeFi', 'Exchanges', 'Decentralized Exchanges', 'Automated Market Makers', 'Ethereum', 'ethereum', 6, 10, '1', 0.05],
  ['AAVE', 'Aave', 'DeFi', 'Lending', 'Money Markets', 'Overcollateralized Lending', 'Ethereum', 'ethereum', 3.5, 230, '0.05', 0.05],
  ['MKR', 'Maker', 'DeFi', 'Lending', 'Stablecoin Issuers', 'Collateralized Debt', 'Ethereum', 'ethereum', 1.4, 1600, '0.005', 0.045],
  ['LDO', 'Lido DAO', 'DeFi', 'Staking', 'Liquid Staking', 'Staking Derivatives', 'Ethereum', 'ethereum', 1.2, 1.4, '5', 0.055],
  ['CRV', 'Curve DAO Token', 'DeFi', 'Exchanges', 'Decentralized Exchanges', 'Stable Swaps', 'Ethereum', 'ethereum', 1, 0.8, '10', 0.06],
  ['COMP', 'Compound', 'DeFi', 'Lending', 'Money Markets', 'Overcollateralized Lending', 'Ethereum', 'ethereum', 0.5, 55, '0.1', 0.05],
  ['SNX', 'Synthetix', 'DeFi', 'Derivatives', 'Synthetic Assets', 'Perpetuals', 'Ethereum', 'ethereum', 0.5, 1.5, '5', 0.06],
  ['INJ', 'Injective', 'DeFi', 'Derivatives', 'Derivatives Exchanges', 'Order Books', 'Injective', 'injective', 2.5, 20, '0.5', 0.06],
  ['JUP', 'Jupiter', 'DeFi', 'Exchanges', 'DEX Aggregators', 'Routing', 'Solana', 'solana', 1.5, 0.8, '10', 0.06],
  ['PENDLE', 'Pendle', 'DeFi', 'Yield', 'Yield Trading', 'Fixed Income', 'Ethereum', 'ethereum', 0.8, 4, '1', 0.065],
  ['SUSHI', 'SushiSwap', 'DeFi', 'Exchanges', 'Decentralized Exchanges', 'Automated Market Makers', 'Ethereum', 'ethereum', 0.2, 0.8, '10', 0.065],
  ['1INCH', '1inch', 'DeFi', 'Exchanges', 'DEX Aggregators', 'Routing', 'Ethereum', 'ethereum', 0.4, 0.3, '20', 0.06],
  ['RUNE', 'THORChain', 'DeFi', 'Exchanges', 'Cross-chain Exchanges', 'Native Swaps', 'THORChain', 'thorchain', 1, 3, '1', 0.065],
  ['DYDX', 'dYdX', 'DeFi', 'Derivatives', 'Derivatives Exchanges', 'Perpetuals', 'dYdX', 'dydx', 0.7, 1, '5', 0.065],
  ['AXS', 'Axie Infinity', 'Gaming', 'Games', 'Play to Earn', 'Collectible Battlers', 'Ethereum', 'ethereum', 0.8, 5, '1', 0.06],
  ['SAND', 'The Sandbox', 'Gaming', 'Metaverse', 'Virtual Worlds', 'Land', 'Ethereum', 'ethereum', 0.9, 0.35, '20', 0.06],
  ['MANA', 'Decentraland', 'Gaming', 'Metaverse', 'Virtual Worlds', 'Land', 'Ethereum', 'ethereum', 0.7, 0.35, '20', 0.06],
  ['IMX', 'Immutable', 'Gaming', 'Gaming Infrastructure', 'Gaming Chains', 'ZK Rollups', 'Ethereum', 'ethereum', 1.8, 1.2, '5', 0.06],
  ['GALA', 'Gala', 'Gaming', 'Games', 'Publishers', 'Game Studios', 'Ethereum', 'ethereum', 0.9, 0.025, '200', 0.065],
  ['ENJ', 'Enjin Coin', 'Gaming', 'Gaming Infrastructure', 'Digital Items', 'NFT Tooling', 'Ethereum', 'ethereum', 0.3, 0.18, '50', 0.06],
  ['APE', 'ApeCoin', 'Gaming', 'Metaverse', 'Communities', 'Membership', 'Ethereum', 'ethereum', 0.6, 0.9, '10', 0.065],
  ['BEAM', 'Beam', 'Gaming', 'Gaming Infrastructure', 'Gaming Chains', 'Subnets', 'Ethereum', 'ethereum', 0.8, 0.015, '500', 0.07],
  ['FET', 'Artificial Superintelligence Alliance', 'AI', 'AI Agents', 'Agent Networks', 'Autonomous Agents', 'Ethereum', 'ethereum', 3, 1.2, '5', 0.065],
  ['RENDER', 'Render', 'AI', 'Compute', 'GPU Networks', 'Rendering', 'Solana', 'solana', 3, 6, '1', 0.065],
  ['TAO', 'Bittensor', 'AI', 'Machine Learning', 'Model Networks', 'Subnets', 'Bittensor', 'bittensor', 4, 450, '0.01', 0.065],
  ['AKT', 'Akash Network', 'AI', 'Compute', 'Cloud Compute', 'Compute Markets', 'Akash', 'akash', 0.6, 2.5, '1', 0.07],
  ['WLD', 'Worldcoin', 'AI', 'Identity', 'Proof of Personhood', 'Biometric Identity', 'Optimism', 'optimism', 2, 1.8, '5', 0.07],
  ['ARKM', 'Arkham', 'AI', 'Data', 'Blockchain Analytics', 'Intelligence Markets', 'Ethereum', 'ethereum', 0.4, 0.6, '10', 0.07],
  ['VIRTUAL', 'Virtuals Protocol', 'AI', 'AI Agents', 'Agent Launchpads', 'Tokenized Agents', 'Base', 'base', 1, 1.5, '10', 0.08],
];

interface IndexSeed {
  ticker: string;
  name: string;
  type: CatalogIndex['index_type'];
  tags: string[];
  inception: string;
  fee: number;
  definition: Partial<IndexDefinition> & Pick<IndexDefinition, 'weighting'>;
  description: string;
}

const emptyDefinition = (): IndexDefinition => ({
  blockchains: [],
  sectors: [],
  industry_groups: [],
  industries: [],
  subindustries: [],
  ranking: null,
  off_chain_factors: [],
  on_chain_factors: [],
  weighting: 'Market Cap',
  excluded_assets: [],
});

const topBy = (cutoff: number, factor_name = 'market_cap', ascending = false) => ({
  ranking: { factor_name, cutoff, ascending },
});

// Stablecoins track the dollar: broad indices leave them out.
const noStablecoins = { excluded_assets: ['USDC'] };

const INDEX_SEEDS: IndexSeed[] = [
  {
    ticker: 'CBTC',
    name: 'Cairn Bitcoin Index',
    type: 'CAIRN',
    tags: ['Large Cap', 'Store of Value'],
    inception: '2021-01-04',
    fee: 0.15,
    description: 'Bitcoin alone, held and tracked at its market price.',
    definition: { sectors: ['Currency'], blockchains: ['Bitcoin'], ...topBy(1), weighting: 'Market Cap' },
  },
  {
    ticker: 'CETH',
    name: 'Cairn Ether Index',
    type: 'CAIRN',
    tags: ['Large Cap', 'Layer 1'],
    inception: '2021-01-04',
    fee: 0.15,
    description: 'Ether, the asset of the Ethereum network.',
    definition: {
      sectors: ['Smart Contract Platform'],
      blockchains: ['Ethereum'],
      ...topBy(1),
      weighting: 'Market Cap',
    },
  },
  {
    ticker: 'CC10',
    name: 'Cairn Crypto 10',
    type: 'CAIRN',
    tags: ['Large Cap', 'Multisector'],
    inception: '2021-06-01',
    fee: 0.3,
    description: 'The ten largest crypto assets by market capitalisation, stablecoins excluded.',
    definition: { ...noStablecoins, ...topBy(10), weighting: 'Market Cap' },
  },
  {
    ticker: 'CC20',
    name: 'Cairn Crypto 20',
    type: 'CAIRN',
    tags: ['Large Cap', 'Mid Cap', 'Multisector'],
    inception: '2021-06-01',
    fee: 0.35,
    description: 'The twenty largest crypto assets, weighted by the square root of market capitalisation.',
    definition: { ...noStablecoins, ...topBy(20), weighting: 'Square Root Market Cap' },
  },
  {
    ticker: 'CLEW',
    name: 'Cairn Large Cap Equal Weight',
    type: 'CAIRN',
    tags: ['Large Cap', 'Multisector'],
    inception: '2022-01-03',
    fee: 0.35,
    description: 'The ten largest crypto assets in equal parts.',
    definition: { ...noStablecoins, ...topBy(10), weighting: 'Equal' },
  },
  {
    ticker: 'CSCP',
    name: 'Cairn Smart Contract Platforms',
    type: 'CAIRN',
    tags: ['Layer 1'],
    inception: '2021-09-01',
    fee: 0.4,
    description: 'Blockchains that run programmable applications, capped so no platform exceeds a quarter.',
    definition: { sectors: ['Smart Contract Platform'], ...topBy(10), weighting: 'Capped Market Cap' },
  },
  {
    ticker: 'CL1',
    name: 'Cairn Layer-1 Leaders',
    type: 'CAIRN',
    tags: ['Layer 1', 'Large Cap'],
    inception: '2022-03-01',
    fee: 0.4,
    description: 'The five largest layer-1 platforms in equal parts.',
    definition: {
      sectors: ['Smart Contract Platform'],
      industry_groups: ['Layer 1'],
      ...topBy(5),
      weighting: 'Equal',
    },
  },
  {
    ticker: 'CDEFI',
    name: 'Cairn DeFi Index',
    type: 'CAIRN',
    tags: ['DeFi'],
    inception: '2021-09-01',
    fee: 0.5,
    description: 'The largest decentralised finance protocols.',
    definition: { sectors: ['DeFi'], ...topBy(10), weighting: 'Capped Market Cap' },
  },
  {
    ticker: 'CLEND',
    name: 'Cairn DeFi Lending',
    type: 'CAIRN',
    tags: ['DeFi', 'Yield'],
    inception: '2022-06-01',
    fee: 0.5,
    description: 'Protocols that lend and borrow crypto assets.',
    definition: { sectors: ['DeFi'], industry_groups: ['Lending', 'Staking'], weighting: 'Market Cap' },
  },
  {
    ticker: 'CDEX',
    name: 'Cairn DEX Index',
    type: 'CAIRN',
    tags: ['DeFi'],
    inception: '2022-06-01',
    fee: 0.5,
    description: 'Decentralised exchanges and aggregators.',
    definition: { sectors: ['DeFi'], industry_groups: ['Exchanges'], weighting: 'Square Root Market Cap' },
  },
  {
    ticker: 'CINFR',
    name: 'Cairn Infrastructure',
    type: 'CAIRN',
    tags: ['Infrastructure'],
    inception: '2021-09-01',
    fee: 0.45,
    description: 'Oracles, storage, scaling and the other services blockchains run on.',
    definition: { sectors: ['Infrastructure'], ...topBy(10), weighting: 'Capped Market Cap' },
  },
  {
    ticker: 'CSCAL',
    name: 'Cairn Scaling Index',
    type: 'CAIRN',
    tags: ['Infrastructure', 'Layer 2'],
    inception: '2023-01-03',
    fee: 0.45,
    description: 'Layer-2 networks and sidechains that scale their base chains.',
    definition: { sectors: ['Infrastructure'], industry_groups: ['Scaling'], weighting: 'Equal' },
  },
  {
    ticker: 'CDATA',
    name: 'Cairn Storage & Data',
    type: 'CAIRN',
    tags: ['Infrastructure'],
    inception: '2023-01-03',
    fee: 0.45,
    description: 'Decentralised storage and blockchain data networks.',
    definition: {
      sectors: ['Infrastructure'],
      industry_groups: ['Storage', 'Data'],
      weighting: 'Market Cap',
    },
  },
  {
    ticker: 'CGAME',
    name: 'Cairn Gaming Index',
    type: 'CAIRN',
    tags: ['Gaming', 'Thematic'],
    inception: '2022-01-03',
    fee: 0.55,
    description: 'Games, gaming chains and digital-item platforms.',
    definition: { sectors: ['Gaming'], weighting: 'Capped Market Cap' },
  },
  {
    ticker: 'CMETA',
    name: 'Cairn Metaverse',
    type: 'CAIRN',
    tags: ['Gaming', 'Thematic'],
    inception: '2022-01-03',
    fee: 0.55,
    description: 'Virtual worlds and their communities.',
    definition: { sectors: ['Gaming'], industry_groups: ['Metaverse'], weighting: 'Equal' },
  },
  {
    ticker: 'CAI',
    name: 'Cairn AI Index',
    type: 'CAIRN',
    tags: ['AI', 'Thematic'],
    inception: '2023-06-01',
    fee: 0.55,
    description: 'Networks for decentralised compute, AI agents and machine learning.',
    definition: { sectors: ['AI'], weighting: 'Capped Market Cap' },
  },
  {
    ticker: 'CPAY',
    name: 'Cairn Payments Index',
    type: 'CAIRN',
    tags: ['Currency', 'Large Cap'],
    inception: '2021-06-01',
    fee: 0.3,
    description: 'Digital currencies built for payments.',
    definition: { sectors: ['Currency'], industries: ['Payments'], weighting: 'Market Cap' },
  },
  {
    ticker: 'CETHE',
    name: 'Cairn Ethereum Ecosystem',
    type: 'CAIRN',
    tags: ['Ecosystem', 'Multisector'],
    inception: '2022-03-01',
    fee: 0.45,
    description: 'The largest assets issued on Ethereum, stablecoins excluded.',
    definition: { blockchains: ['Ethereum'], ...noStablecoins, ...topBy(15), weighting: 'Capped Market Cap' },
  },
  {
    ticker: 'CSOLE',
    name: 'Cairn Solana Ecosystem',
    type: 'CAIRN',
    tags: ['Ecosystem', 'Multisector'],
    inception: '2023-06-01',
    fee: 0.45,
    description: 'Solana and the assets built on it.',
    definition: { blockchains: ['Solana'], weighting: 'Square Root Market Cap' },
  },
  {
    ticker: 'CMOM',
    name: 'Cairn Momentum',
    type: 'CAIRN',
    tags: ['Momentum', 'Multisector'],
    inception: '2022-09-01',
    fee: 0.5,
    description: 'The ten assets with the strongest 90-day price return among the top fifty.',
    definition: {
      ...noStablecoins,
      ...topBy(10, 'price_return', false),
      off_chain_factors: [
        { factor_name: 'market_cap', min: 500_000_000, max: null, min_days: null, factor_type: 'hard' },
      ],
      weighting: 'Equal',
    },
  },
  {
    ticker: 'CLVOL',
    name: 'Cairn Low Volatility',
    type: 'CAIRN',
    tags: ['Low Volatility', 'Multisector'],
    inception: '2022-09-01',
    fee: 0.5,
    description: 'The ten least volatile large assets over 90 days.',
    definition: {
      ...noStablecoins,
      ...topBy(10, 'volatility', true),
      off_chain_factors: [
        { factor_name: 'market_cap', min: 1_000_000_000, max: null, min_days: null, factor_type: 'hard' },
      ],
      weighting: 'Square Root Market Cap',
    },
  },
  {
    ticker: 'CMID',
    name: 'Cairn Mid Cap',
    type: 'CAIRN',
    tags: ['Mid Cap', 'Multisector'],
    inception: '2022-03-01',
    fee: 0.45,
    description: 'Assets worth between one and ten billion dollars.',
    definition: {
      ...noStablecoins,
      off_chain_factors: [
        {
          factor_name: 'market_cap',
          min: 1_000_000_000,
          max: 10_000_000_000,
          min_days: null,
          factor_type: 'hard',
        },
      ],
      weighting: 'Capped Market Cap',
    },
  },
  {
    ticker: 'CSMAL',
    name: 'Cairn Small Cap',
    type: 'CAIRN',
    tags: ['Small Cap', 'Multisector'],
    inception: '2023-01-03',
    fee: 0.55,
    description: 'Assets worth less than one billion dollars.',
    definition: {
      ...noStablecoins,
      off_chain_factors: [
        { factor_name: 'market_cap', min: null, max: 1_000_000_000, min_days: null, factor_type: 'hard' },
      ],
      weighting: 'Equal',
    },
  },
  {
    ticker: 'MDA5',
    name: 'Meridian Digital Assets 5 - Partner Series',
    type: 'PARTNER',
    tags: ['Large Cap', 'Partner'],
    inception: '2021-03-01',
    fee: 0.4,
    description: "Meridian's five largest digital assets.",
    definition: { ...noStablecoins, ...topBy(5), weighting: 'Market Cap' },
  },
  {
    ticker: 'NWDBC',
    name: 'Northwind DeFi Blue Chip - Partner Series',
    type: 'PARTNER',
    tags: ['DeFi', 'Partner'],
    inception: '2022-01-03',
    fee: 0.5,
    description: "Northwind's selection of established DeFi protocols.",
    definition: { sectors: ['DeFi'], ...topBy(6), weighting: 'Equal' },
  },
  {
    ticker: 'HWEB3',
    name: 'Harbor Web3 Infrastructure - Partner Series',
    type: 'PARTNER',
    tags: ['Infrastructure', 'Partner'],
    inception: '2022-06-01',
    fee: 0.5,
    description: "Harbor's web3 infrastructure basket.",
    definition: { sectors: ['Infrastructure', 'AI'], ...topBy(8), weighting: 'Square Root Market Cap' },
  },
];

interface ModelSeed {
  name: string;
  product: CatalogModel['product'];
  objective: string;
  description: string;
  inception: string;
  fee: number;
  indices: [ticker: string, weight: number][];
  collaborationTicker?: string;
  /** SMART_BETA: its Style Tilts (stored units, tracking error ÷100), valid so the model tool can save it as opened. */
  styleTilts?: NonNullable<CatalogModel['active_management_settings']>;
}

const tilt = (strategy: string) => ({ strategy, tracking_error: 0.05, max_deviation: 20 });

const MODEL_SEEDS: ModelSeed[] = [
  {
    name: 'Bitcoin & Ether',
    product: 'MARKET',
    inception: '2021-06-01',
    fee: 0.25,
    objective: 'Track the two largest crypto assets.',
    description: 'A passive core of bitcoin and ether.',
    indices: [
      ['CBTC', 60],
      ['CETH', 40],
    ],
  },
  {
    name: 'Crypto Market',
    product: 'MARKET',
    inception: '2021-09-01',
    fee: 0.3,
    objective: 'Track the broad crypto market.',
    description: 'The top twenty assets with DeFi and infrastructure sleeves.',
    indices: [
      ['CC20', 70],
      ['CDEFI', 15],
      ['CINFR', 15],
    ],
  },
  {
    name: 'Broad Crypto',
    product: 'MARKET',
    inception: '2022-01-03',
    fee: 0.3,
    objective: 'Own every major sector of crypto.',
    description: 'A diversified, passive allocation across sectors.',
    indices: [
      ['CC20', 50],
      ['CSCP', 20],
      ['CDEFI', 10],
      ['CINFR', 10],
      ['CAI', 10],
    ],
  },
  {
    name: 'Bitcoin Core',
    product: 'MARKET',
    inception: '2021-06-01',
    fee: 0.2,
    objective: 'Hold digital currencies, mostly bitcoin.',
    description: 'Bitcoin with a payments sleeve.',
    indices: [
      ['CBTC', 80],
      ['CPAY', 20],
    ],
  },
  {
    name: 'Equal Weight Leaders',
    product: 'SMART_BETA',
    styleTilts: tilt('SMART_BETA_SIZE'),
    inception: '2022-03-01',
    fee: 0.45,
    objective: 'Reduce concentration in the largest assets.',
    description: 'Large caps and layer-1 leaders in equal parts.',
    indices: [
      ['CLEW', 60],
      ['CL1', 40],
    ],
  },
  {
    name: 'Low Volatility',
    product: 'SMART_BETA',
    styleTilts: tilt('SMART_BETA_LOW_VOLATILITY'),
    inception: '2022-09-01',
    fee: 0.45,
    objective: 'Smoother returns from less volatile assets.',
    description: 'Low-volatility assets anchored by bitcoin.',
    indices: [
      ['CLVOL', 70],
      ['CBTC', 30],
    ],
  },
  {
    name: 'Momentum',
    product: 'SMART_BETA',
    styleTilts: tilt('SMART_BETA_MOMENTUM'),
    inception: '2022-09-01',
    fee: 0.5,
    objective: 'Follow assets with strong recent returns.',
    description: 'A momentum tilt over the top ten.',
    indices: [
      ['CMOM', 70],
      ['CC10', 30],
    ],
  },
  {
    name: 'Sector Rotation',
    product: 'SMART_BETA',
    styleTilts: tilt('SMART_BETA_MOMENTUM'),
    inception: '2023-01-03',
    fee: 0.5,
    objective: 'Equal exposure to the main crypto sectors.',
    description: 'Platforms, DeFi, infrastructure and AI in equal parts.',
    indices: [
      ['CSCP', 25],
      ['CDEFI', 25],
      ['CINFR', 25],
      ['CAI', 25],
    ],
  },
  {
    name: 'DeFi Alpha',
    product: 'ALPHA',
    inception: '2022-06-01',
    fee: 0.75,
    objective: 'Outperform DeFi with active selection.',
    description: 'Actively managed DeFi lending and exchange protocols.',
    indices: [
      ['CDEFI', 50],
      ['CLEND', 25],
      ['CDEX', 25],
    ],
  },
  {
    name: 'Emerging Themes',
    product: 'ALPHA',
    inception: '2023-06-01',
    fee: 0.8,
    objective: 'Capture growth in AI and gaming.',
    description: 'An active allocation to emerging crypto themes.',
    indices: [
      ['CAI', 40],
      ['CGAME', 30],
      ['CMETA', 30],
    ],
  },
  {
    name: 'Ecosystem Alpha',
    product: 'ALPHA',
    inception: '2023-06-01',
    fee: 0.75,
    objective: 'Back the strongest smart contract ecosystems.',
    description: 'Ethereum and Solana ecosystems, actively weighted.',
    indices: [
      ['CETHE', 50],
      ['CSOLE', 50],
    ],
  },
  {
    name: 'Meridian Collaboration',
    product: 'ALPHA',
    inception: '2022-06-01',
    fee: 0.7,
    objective: 'Large caps and DeFi blue chips, selected with Meridian.',
    description: 'A collaboration model built on partner indices.',
    indices: [
      ['MDA5', 60],
      ['NWDBC', 40],
    ],
    collaborationTicker: 'MDCX',
  },
];

/** A lower-case, hyphenated slug for ids. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A pseudo-random generator of its own for the catalog, from the world's seed. Slices seed lazily
 * in whatever order requests arrive; drawing from the shared `world.random()` would make the
 * catalog depend on that order, so it takes its own stream from the same seed.
 */
export function seededRandom(world: World, stream: string): () => number {
  let hash = world.options.seed ?? 20261121;
  for (const char of stream) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return createWorld({ seed: hash }).random;
}

/** A standard normal draw (Box-Muller). */
function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Rounds a price to 6 significant digits, so closes read like market data. */
const roundPrice = (price: number) => Number(price.toPrecision(6));

/** An asset's move for one day: the market factor in proportion to its volatility, plus its own noise. */
function dailyLogReturn(row: AssetRow, market: number, random: () => number): number {
  const [symbol, , , , , , , , , , , volatility] = row;
  const beta = symbol === 'USDC' ? 0 : volatility / 0.035;
  return beta * market + gaussian(random) * volatility * 0.7;
}

/** The market factor of one day of the walk. */
const marketMove = (random: () => number) => gaussian(random) * 0.025 + 0.0006;

/**
 * Extends every asset's daily closes through `through` (YYYY-MM-DD) as the sandbox's clock moves
 * on: the same walk as the seeded history, each new day drawn from its own stream
 * (`prices:<date>`), so a date's closes are the same however the clock got there (in one jump or
 * day by day) and in every world with the same seed.
 */
export function extendPrices(world: World, catalog: Catalog, through: string): void {
  const last = Object.values(catalog.prices).reduce<string | undefined>((latest, closes) => {
    const date = closes.at(-1)?.date;
    return date !== undefined && (latest === undefined || date > latest) ? date : latest;
  }, undefined);
  let day = last === undefined ? undefined : parseIsoDate(last);
  if (!day) return;
  for (;;) {
    day = addDays(day, 1);
    const date = formatIsoDate(day);
    if (date > through) return;
    const random = seededRandom(world, `prices:${date}`);
    const market = marketMove(random);
    for (const row of ASSET_ROWS) {
      const closes = catalog.prices[row[0]];
      const previous = closes?.at(-1);
      if (!closes || !previous) continue;
      const move = dailyLogReturn(row, market, random);
      closes.push({ date, close: row[0] === 'USDC' ? 1 : roundPrice(previous.close * Math.exp(move)) });
    }
  }
}

/** Daily closes of every asset for the `days` ending on `today`: a correlated, seeded random walk. */
function seedPrices(random: () => number, today: string, days: number): Catalog['prices'] {
  const end = parseIsoDate(today);
  if (!end) throw new Error(`Bad date ${today}`);
  const dates = Array.from({ length: days }, (_, index) => formatIsoDate(addDays(end, index - days + 1)));
  const market = Array.from({ length: days }, () => marketMove(random));
  const prices: Catalog['prices'] = {};
  for (const row of ASSET_ROWS) {
    const [symbol, , , , , , , , , price] = row;
    const logs = new Array<number>(days);
    let level = 0;
    for (let day = 0; day < days; day++) {
      if (day > 0) level += dailyLogReturn(row, market[day] as number, random);
      logs[day] = level;
    }
    // Scale the walk so today's close is the asset's current price.
    const last = logs[days - 1] as number;
    prices[symbol] = dates.map((date, day) => ({
      date,
      close: symbol === 'USDC' ? 1 : roundPrice(price * Math.exp((logs[day] as number) - last)),
    }));
  }
  return prices;
}

/** Percent weights rounded to 4 decimals that add up to exactly 100 (the largest takes the rounding). */
export function normalizeWeights(raw: Record<string, number>): Record<string, number> {
  const entries = Object.entries(raw).filter(([, weight]) => weight > 0);
  const total = entries.reduce((acc, [, weight]) => acc + weight, 0);
  if (entries.length === 0 || total <= 0) return {};
  const rounded = entries.map(([key, weight]) => [key, dec(((weight / total) * 100).toFixed(4))] as const);
  const gap = dec(100).minus(sum(rounded.map(([, weight]) => weight)));
  let largest = 0;
  rounded.forEach(([, weight], index) => {
    if (weight.gt((rounded[largest] as (typeof rounded)[number])[1])) largest = index;
  });
  return Object.fromEntries(
    rounded.map(([key, weight], index) => [key, (index === largest ? weight.plus(gap) : weight).toNumber()]),
  );
}

/** The closes of an asset, or an empty list. */
export function closesOf(catalog: Catalog, symbol: string): { date: string; close: number }[] {
  return catalog.prices[symbol] ?? [];
}

/**
 * The closes of an asset up to a date (all of them without one). Prices run ahead of the sandbox's
 * date when one account's clock was advanced further; index metrics read them only through the
 * catalog's `market_date`, so staff previews never depend on one account's advance.
 */
export function closesThrough(
  catalog: Catalog,
  symbol: string,
  date: string | undefined,
): { date: string; close: number }[] {
  const closes = closesOf(catalog, symbol);
  if (date === undefined || (closes.at(-1)?.date ?? '') <= date) return closes;
  return closes.filter((point) => point.date <= date);
}

/** An asset's latest close, 0 without prices. */
export function latestPrice(catalog: Catalog, symbol: string): number {
  return closesOf(catalog, symbol).at(-1)?.close ?? 0;
}

/** A stable pseudo-random number in [0, 1) from a text, for on-chain metrics the sandbox has no data for. */
function hashUnit(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash / 4294967296;
}

/**
 * The value of a ranking or factor metric for an asset: market cap, price return or annualised
 * volatility over `minDays` (default 90), or a stable stand-in for the on-chain metrics.
 */
export function assetMetric(
  catalog: Catalog,
  asset: CatalogAsset,
  factor: string,
  minDays: number | null,
): number {
  const closes = closesThrough(catalog, asset.symbol, catalog.market_date);
  const lookback = Math.max(2, Math.min(minDays ?? DEFAULT_LOOKBACK_DAYS, closes.length - 1));
  const window = closes.slice(-lookback - 1);
  switch (factor) {
    case 'market_cap':
      return asset.market_cap_usd;
    case 'price_return': {
      const first = window[0]?.close ?? 0;
      return first > 0 ? (window.at(-1)?.close ?? 0) / first - 1 : 0;
    }
    case 'volatility': {
      const logs = window
        .slice(1)
        .map((point, index) => Math.log(point.close / (window[index] as { close: number }).close));
      const mean = logs.reduce((acc, value) => acc + value, 0) / Math.max(1, logs.length);
      const variance =
        logs.reduce((acc, value) => acc + (value - mean) ** 2, 0) / Math.max(1, logs.length - 1);
      return Math.sqrt(variance * 365);
    }
    case 'active_addresses':
      return Math.round((asset.market_cap_usd / 20_000) * (0.5 + hashUnit(`${asset.symbol}:addr`)));
    case 'transaction_count':
      return Math.round((asset.market_cap_usd / 5_000) * (0.5 + hashUnit(`${asset.symbol}:tx`)));
    default:
      return 0;
  }
}

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);

/**
 * The asset weights (symbol → percent, summing to 100) of an index definition, as the Index
 * Creation Tool computes them (doc 3 §2): the assets of the chosen blockchains, sectors and their
 * sub-levels (each non-empty list must match), without exclusions, passing every hard factor,
 * ranked by the ranking metric and cut off, then weighted by the methodology. Soft factors halve
 * the weight of the assets outside their range instead of removing them. An empty result is `{}`.
 */
export function computeIndexWeights(catalog: Catalog, definition: IndexDefinition): Record<string, number> {
  const matches = (list: string[], value: string) => list.length === 0 || list.includes(value);
  const excluded = new Set(definition.excluded_assets.map((value) => value.toUpperCase()));
  const factors = [...definition.off_chain_factors, ...definition.on_chain_factors];
  let assets = catalog.assets.filter(
    (asset) =>
      matches(definition.blockchains, asset.blockchain) &&
      matches(definition.sectors, asset.sector) &&
      matches(definition.industry_groups, asset.industry_group) &&
      matches(definition.industries, asset.industry) &&
      matches(definition.subindustries, asset.subindustry) &&
      !excluded.has(asset.symbol.toUpperCase()) &&
      !excluded.has(asset.id.toUpperCase()) &&
      factors
        .filter((factor) => factor.factor_type === 'hard')
        .every((factor) =>
          within(assetMetric(catalog, asset, factor.factor_name, factor.min_days), factor.min, factor.max),
        ),
  );
  const { ranking } = definition;
  if (ranking) {
    const scored = assets.map((asset) => ({
      asset,
      score: assetMetric(catalog, asset, ranking.factor_name, null),
    }));
    scored.sort(
      (a, b) =>
        (ranking.ascending ? a.score - b.score : b.score - a.score) ||
        a.asset.symbol.localeCompare(b.asset.symbol),
    );
    assets = scored.slice(0, Math.max(0, ranking.cutoff)).map((entry) => entry.asset);
  }
  const raw: Record<string, number> = {};
  for (const asset of assets) {
    let weight: number;
    switch (definition.weighting) {
      case 'Equal':
        weight = 1;
        break;
      case 'Square Root Market Cap':
        weight = Math.sqrt(asset.market_cap_usd);
        break;
      default:
        weight = asset.market_cap_usd;
    }
    const softMisses = factors.filter(
      (factor) =>
        factor.factor_type === 'soft' &&
        !within(assetMetric(catalog, asset, factor.factor_name, factor.min_days), factor.min, factor.max),
    ).length;
    raw[asset.symbol] = weight / 2 ** softMisses;
  }
  return definition.weighting === 'Capped Market Cap'
    ? capWeights(raw, WEIGHT_CAP_PERCENT)
    : normalizeWeights(raw);
}

/** Caps every weight at `cap` percent, handing the excess to the uncapped ones in proportion. */
function capWeights(raw: Record<string, number>, cap: number): Record<string, number> {
  const symbols = Object.keys(raw);
  // With fewer assets than 100 / cap the cap cannot hold: equal weights are the closest.
  if (symbols.length * cap <= 100)
    return normalizeWeights(Object.fromEntries(symbols.map((symbol) => [symbol, 1])));
  const total = symbols.reduce((acc, symbol) => acc + (raw[symbol] as number), 0);
  const weights = Object.fromEntries(
    symbols.map((symbol) => [symbol, ((raw[symbol] as number) / total) * 100]),
  );
  for (let round = 0; round < symbols.length; round++) {
    const over = symbols.filter((symbol) => (weights[symbol] as number) > cap + 1e-9);
    if (over.length === 0) break;
    const excess = over.reduce((acc, symbol) => acc + (weights[symbol] as number) - cap, 0);
    for (const symbol of over) weights[symbol] = cap;
    const under = symbols.filter((symbol) => (weights[symbol] as number) < cap - 1e-9);
    const underTotal = under.reduce((acc, symbol) => acc + (weights[symbol] as number), 0);
    for (const symbol of under)
      weights[symbol] = (weights[symbol] as number) + (excess * (weights[symbol] as number)) / underTotal;
  }
  return normalizeWeights(weights);
}

/**
 * A model's asset weights from its index weights (doc 3: "model creation computes asset weights
 * from index weights"): the benchmark weight of an asset is the sum over indices of index weight ×
 * asset weight / 100. Strategy weights equal the benchmark for MARKET and SMART_BETA; ALPHA models
 * tilt them (the active management) with `random`, then renormalise. Sorted by benchmark weight.
 */
export function modelAssetWeights(
  catalog: Catalog,
  indexWeights: CatalogModel['index_weights'],
  product: CatalogModel['product'],
  random: () => number = () => 0.5,
): CatalogModel['asset_weights'] {
  const benchmark: Record<string, number> = {};
  for (const { index_id, weight } of indexWeights) {
    const index = catalog.indices.find((candidate) => candidate.id === index_id);
    for (const [symbol, assetWeight] of Object.entries(index?.asset_weights ?? {})) {
      benchmark[symbol] = (benchmark[symbol] ?? 0) + (weight * assetWeight) / 100;
    }
  }
  const normalized = normalizeWeights(benchmark);
  const strategy =
    product === 'ALPHA'
      ? normalizeWeights(
          Object.fromEntries(
            Object.entries(normalized).map(([symbol, weight]) => [symbol, weight * (0.7 + random() * 0.6)]),
          ),
        )
      : normalized;
  return Object.entries(normalized)
    .map(([symbol, weight]) => ({ symbol, benchmark_weight: weight, strategy_weight: strategy[symbol] ?? 0 }))
    .sort((a, b) => b.benchmark_weight - a.benchmark_weight || a.symbol.localeCompare(b.symbol));
}

/** The id of a seeded or created index with this ticker. */
export const indexIdFor = (ticker: string) => `index-${slug(ticker)}`;
/** The id of a seeded or created model with this name. */
export const modelIdFor = (name: string) => `model-${slug(name)}`;

/** Builds the whole catalog for a world: deterministic from its seed, prices ending on its today. */
export function seedCatalog(world: World): Catalog {
  const random = seededRandom(world, 'catalog');
  const today = formatIsoDate(calendarDateOf(world.now()));
  const assets: CatalogAsset[] = ASSET_ROWS.map((row) => {
    const [
      symbol,
      name,
      sector,
      industry_group,
      industry,
      subindustry,
      blockchain,
      network_id,
      capBillions,
      ,
      withdrawal_minimum,
    ] = row;
    return {
      id: `asset-${slug(symbol)}`,
      symbol,
      name,
      sector,
      industry_group,
      industry,
      subindustry,
      blockchain,
      network_id,
      market_cap_usd: Math.round(capBillions * 1_000_000_000),
      withdrawal_minimum,
      icon: null,
    };
  });
  const catalog: Catalog = {
    assets,
    indices: [],
    models: [],
    prices: seedPrices(random, today, PRICE_HISTORY_DAYS),
    market_date: today,
  };
  for (const seed of INDEX_SEEDS) {
    const definition: IndexDefinition = { ...emptyDefinition(), ...seed.definition };
    const sectors = [
      ...new Set(
        assets.filter((asset) => definition.sectors.includes(asset.sector)).map((asset) => asset.sector),
      ),
    ];
    const mark = INDEX_ICONS.get(seed.ticker);
    catalog.indices.push({
      id: indexIdFor(seed.ticker),
      name: seed.name,
      ticker: seed.ticker,
      description: seed.description,
      about: `${seed.description} Rebalanced monthly; weights follow the ${definition.weighting.toLowerCase()} methodology.`,
      status: 'ACTIVE',
      is_hidden: false,
      index_type: seed.type,
      tags: seed.tags,
      sector: sectors.length === 1 ? (sectors[0] as string) : 'Multisector',
      weighting_methodology: definition.weighting,
      inception_date: seed.inception,
      product_fee: seed.fee,
      video_url: INDEX_VIDEOS.has(seed.ticker) ? LEARNING_VIDEO_URL : null,
      icon: mark === undefined ? null : investmentIcon(seed.name, mark),
      definition,
      asset_weights: computeIndexWeights(catalog, definition),
    });
  }
  for (const seed of MODEL_SEEDS) {
    const index_weights = seed.indices.map(([ticker, weight]) => ({ index_id: indexIdFor(ticker), weight }));
    catalog.models.push({
      id: modelIdFor(seed.name),
      name: seed.name,
      description: seed.description,
      objective: seed.objective,
      product: seed.product,
      is_active: true,
      is_hidden: false,
      drift_threshold: seed.product === 'ALPHA' ? 10 : 5,
      rebalance_period: seed.product === 'MARKET' ? 90 : 30,
      icon: MODEL_ICONS.has(seed.name) ? investmentIcon(seed.name, modelMark(seed.name)) : null,
      inception_date: seed.inception,
      product_fee: seed.fee,
      video_url: MODEL_VIDEOS.has(seed.name) ? LEARNING_VIDEO_URL : null,
      is_collaboration_model: seed.collaborationTicker !== undefined,
      ticker: seed.collaborationTicker ?? null,
      index_weights,
      active_management_settings:
        seed.product === 'ALPHA'
          ? { strategy: 'Factor tilt', tracking_error: 0.08, max_deviation: 0.05 }
          : (seed.styleTilts ?? null),
      asset_weights: modelAssetWeights(catalog, index_weights, seed.product, random),
    });
  }
  return catalog;
}

/** The market catalog of a world: assets, indices, models and prices. */
export const catalogSlice = defineSlice(
  'catalog',
  (world) => seedCatalog(world),
  z.looseObject({
    assets: z.array(z.looseObject({ id: z.string() })),
    indices: z.array(z.looseObject({ id: z.string() })),
    models: z.array(z.looseObject({ id: z.string() })),
    prices: z.record(z.string(), z.array(z.looseObject({ date: z.string(), close: z.number() }))),
    market_date: z.string().optional(),
  }),
);
