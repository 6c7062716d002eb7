// The apps' component tests: every test ends as `endTest` says (unmounted, its stub session ended,
// storage emptied), so a test file holds no teardown of its own.
// The kit's theme (its tokens and reset), as every app's entry loads it first (`@cairn/app-shell/start`):
// without it each `var(--token)` length is invalid, so a top-placed dialog lost its height cap and a
// footer ran out of the window only here (issue 30).
import '@cairn/ui/theme';
import { endTest } from '@cairn/app-shell/testing';
import { afterEach } from 'vitest';

afterEach(() => endTest());
