// The flow pages import the page title from here until they take it from @cairn/app-shell.
export { usePageTitle } from '@cairn/app-shell';
