import { describe, expect, it } from 'vitest';
import { evaluationCases, judgeAnswer } from './evaluation';
import { runEvaluation } from './run-evaluation';

describe('the concierge evaluation', () => {
  it('has at least 60 questions', () => {
    expect(evaluationCases.length).toBeGreaterThanOrEqual(60);
  });

  it('judges an answer by its facts and forbidden words, ignoring case', () => {
    const testCase = { question: 'q', facts: ['$180', 'Cleaning'], forbidden: ['$200'] };
    expect(judgeAnswer(testCase, 'The cleaning fee is $180.').passed).toBe(true);
    expect(judgeAnswer(testCase, 'The fee is $180.').missing).toEqual(['Cleaning']);
    expect(judgeAnswer(testCase, 'Cleaning: $180, not $200.').forbiddenFound).toEqual(['$200']);
  });

  it('answers at least 90% of the questions correctly', async () => {
    const results = await runEvaluation();
    const failures = results.filter((result) => !result.passed);
    expect(failures.length / results.length).toBeLessThanOrEqual(0.1);
  }, 120_000);
});
