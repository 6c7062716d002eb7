// The recent messages' list, as a chunk of its own (`CustomerShell` loads it on first use).
export { RecentMessagesPanel as default } from '@cairn/ui';
