/** What every checker returns: `reason` explains a wrong answer in words a learner can read. */
export type CheckResult = {
  correct: boolean;
  reason?: string;
  /**
   * A line drill's learner move off the line that the engine rates as good (ADR 0047): not
   * correct, not wrong either — the learner is shown the line's move and tries again.
   */
  alsoGood?: { ply: number; move: string; lineMove: string };
};

export const right: CheckResult = { correct: true };
export const wrong = (reason: string): CheckResult => ({ correct: false, reason });
