// The apps' component tests: every test ends as `endTest` says (unmounted, its stub session ended,
// storage emptied), so a test file holds no teardown of its own.
import { endTest } from '@cairn/app-shell/testing';
import { afterEach } from 'vitest';

afterEach(() => endTest());
