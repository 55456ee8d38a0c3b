/** What every checker returns: `reason` explains a wrong answer in words a learner can read. */
export type CheckResult = { correct: boolean; reason?: string };

export const right: CheckResult = { correct: true };
export const wrong = (reason: string): CheckResult => ({ correct: false, reason });
