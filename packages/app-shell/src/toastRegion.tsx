// The toasts' region in its own chunk: react-aria's toast landmark, its buttons and icons load
// with the first toast, never with a first paint.
export { ToastRegion as default } from '@cairn/ui';
