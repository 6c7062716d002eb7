import type { Reporter, TestCase } from 'vitest/node';

/** Names every test that passed only on a retry, so a retry never hides flakiness silently. */
export default class RetryReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retryCount = testCase.diagnostic()?.retryCount ?? 0;
    if (retryCount > 0 && testCase.result().state === 'passed') {
      this.retried.push(`${testCase.project.name} > ${testCase.fullName} (retried ${retryCount}x)`);
    }
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    console.warn(`\n${this.retried.length} test(s) passed only on a retry:`);
    for (const line of this.retried) console.warn(`  retried: ${line}`);
  }
}
