// `npm run bench`: load tests on 127.0.0.1 against the production build, plus build-size
// checks. Prints markdown to paste into BENCHMARKS.md. Never part of `npm test`.
import os from 'node:os';
import { analysisSuite } from './analysis.ts';
import { precisionSuite } from './orion-precision.ts';
import { throughputSuite } from './orion-throughput.ts';
import { browserBundleReport, bundleReport } from './bundle-size.ts';
import { httpSuite } from './http.ts';
import { humanSpeedSuite, humanSuite } from './human.ts';
import { leaderboardSuite } from './leaderboard.ts';
import { playLadderSuite } from './play-ladder.ts';
import { leaguesSuite } from './leagues.ts';
import { learningLoopSuite } from './learning-loop.ts';
import { puzzleSuite } from './puzzles.ts';
import { whyWrongSuite } from './why-wrong.ts';
import { benchNodeFlags } from './lib/server.ts';

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

const out: string[] = [];
out.push(`## Run of ${new Date().toISOString().slice(0, 10)}`);
out.push(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; the app runs with node flags: ${benchNodeFlags().join(' ') || 'none'}`,
);

if (want('bundle')) {
  const b = bundleReport();
  out.push('', '### Build size', b.text);
  if (!b.ok) process.exitCode = 1;
}
if (want('bundle-browser')) {
  const b = await browserBundleReport();
  out.push('', b.text);
  if (!b.ok) process.exitCode = 1;
}
if (want('http')) {
  out.push(
    '',
    '### HTTP on PGlite and PostgreSQL (autocannon, 10 connections, 8 s each, server in its own process)',
    await httpSuite(),
  );
}
// The learning-loop rows (many learners, 10× curriculum) are part of the HTTP suite too.
if (want('loop') || want('http')) {
  out.push(
    '',
    '### The learning loop (autocannon, 10 connections, 8 s a row; paced rows open loop, 20 s)',
    await learningLoopSuite(),
  );
}
if (want('puzzles')) {
  out.push('', '### puzzle-at-random, 3,000,000 puzzles on PostgreSQL', await puzzleSuite());
}
if (want('leaderboard')) {
  out.push(
    '',
    '### Leaderboard, 1,000,000 learners (PostgreSQL and Redis)',
    await leaderboardSuite(),
  );
}
if (want('leagues')) {
  out.push(
    '',
    '### Weekly leagues on PostgreSQL (rollover and leagues/current)',
    await leaguesSuite(),
  );
}
if (want('analysis')) {
  out.push(
    '',
    '### Orion game analysis, one worker (npm run bench -- analysis)',
    await analysisSuite(),
  );
}
if (only.includes('precision')) {
  out.push(
    '',
    "### Orion's precision against Stockfish at depth 20 (npm run bench -- precision)",
    await precisionSuite(),
  );
}
if (only.includes('throughput')) {
  out.push(
    '',
    '### Orion analysis throughput: 100 imported games with 1, 2 and 4 workers (npm run bench -- throughput)',
    await throughputSuite(),
  );
}
if (want('why-wrong')) {
  out.push(
    '',
    "### Time to a wrong answer's reason (npm run bench -- why-wrong)",
    await whyWrongSuite(),
  );
}
if (only.includes('human')) {
  out.push(
    '',
    '### The Maia human move model against human games, and its speed (npm run bench -- human)',
    await humanSuite(),
  );
}
if (only.includes('human-speed')) {
  out.push(
    '',
    '### The Maia human move model: speed only (npm run bench -- human-speed)',
    await humanSpeedSuite(),
  );
}
if (only.includes('play-ladder')) {
  out.push(
    '',
    '### The Play opponent: the level ladder and Stockfish anchors (npm run bench -- play-ladder)',
    await playLadderSuite(),
  );
}
console.log(out.join('\n'));
