// The idle logout's own chunk: the kit's SessionTimeout and its warning dialog (react-aria's
// overlay machinery), which a signed-out page never needs.
export { SessionTimeout as default } from '@cairn/ui';
