// The flow pages read through this name until they render the kit's LoadState themselves.
export { LoadState as Loaded } from '@cairn/ui';
