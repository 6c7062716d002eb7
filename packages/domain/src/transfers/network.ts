/**
 * The names people know crypto networks by, for the partner's `network_id` slugs (doc 2 §2: a
 * transfer asset has a name, a symbol and a network_id). A network id is an identifier, not a word
 * to show: 'bitcoin' reads as "the Bitcoin network", 'avalanche-c' as "Avalanche C-Chain".
 */
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  akash: 'Akash',
  algorand: 'Algorand',
  aptos: 'Aptos',
  arbitrum: 'Arbitrum',
  arweave: 'Arweave',
  'avalanche-c': 'Avalanche C-Chain',
  base: 'Base',
  bitcoin: 'Bitcoin',
  'bitcoin-cash': 'Bitcoin Cash',
  bittensor: 'Bittensor',
  cardano: 'Cardano',
  cosmos: 'Cosmos',
  dogecoin: 'Dogecoin',
  dydx: 'dYdX',
  ethereum: 'Ethereum',
  filecoin: 'Filecoin',
  hedera: 'Hedera',
  icp: 'Internet Computer',
  injective: 'Injective',
  litecoin: 'Litecoin',
  near: 'NEAR',
  optimism: 'Optimism',
  polkadot: 'Polkadot',
  polygon: 'Polygon',
  ripple: 'XRP Ledger',
  sei: 'Sei',
  solana: 'Solana',
  stacks: 'Stacks',
  stellar: 'Stellar',
  sui: 'Sui',
  tezos: 'Tezos',
  thorchain: 'THORChain',
  ton: 'TON',
  tron: 'TRON',
};

/**
 * The display name of network `networkId`: a known network by its own name; an unknown id with each
 * hyphen- or underscore-separated word capitalised ('new-chain' → 'New Chain'), never the bare slug.
 */
export function networkName(networkId: string): string {
  const known = NETWORK_NAMES[networkId.toLowerCase()];
  if (known !== undefined) return known;
  return networkId
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}
