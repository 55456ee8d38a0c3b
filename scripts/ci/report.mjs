// Reads the JSON reports of one `npm test` pass (TEST_REPORT_DIR, written by vitest and
// Playwright when that variable is set) and prints the pass's test counts, or — with
// `--slowest <dir>…` — a markdown table of the 20 slowest test files and journeys across the
// passes given. Used by `.ci/run`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function read(dir, file) {
  const p = path.join(dir, file);
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : undefined;
}

/** Every Playwright test result, with its project, file, title and duration. */
function journeys(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const status = t.results?.at(-1)?.status ?? 'skipped';
        out.push({
          project: t.projectName,
          file: spec.file ?? file,
          title: spec.title,
          ms,
          status,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return out;
}

function counts(dir) {
  const v = read(dir, 'vitest.json');
  const p = read(dir, 'playwright.json');
  const parts = [];
  if (v) {
    parts.push(
      `vitest ${v.numTotalTests} tests in ${v.testResults.length} files: ${v.numPassedTests} passed, ${v.numFailedTests} failed, ${v.numPendingTests + (v.numTodoTests ?? 0)} skipped`,
    );
  } else parts.push('vitest: no report');
  if (p) {
    const s = p.stats;
    parts.push(
      `browser journeys ${s.expected + s.unexpected + s.flaky + s.skipped}: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`,
    );
  } else parts.push('browser journeys: no report');
  return parts.join('; ');
}

function slowest(dirs) {
  const files = [];
  const tests = [];
  for (const dir of dirs) {
    const pass = path.basename(dir);
    const v = read(dir, 'vitest.json');
    for (const r of v?.testResults ?? []) {
      files.push({ pass, name: path.relative(process.cwd(), r.name), ms: r.endTime - r.startTime });
    }
    for (const j of journeys(read(dir, 'playwright.json'))) {
      tests.push({ pass, name: `[${j.project}] ${j.file} › ${j.title}`, ms: j.ms });
    }
  }
  const table = (title, rows) => {
    const lines = [`| ${title} | pass | seconds |`, '|---|---|---:|'];
    for (const r of rows.sort((a, b) => b.ms - a.ms).slice(0, 20)) {
      lines.push(`| ${r.name.replaceAll('|', '\\|')} | ${r.pass} | ${(r.ms / 1000).toFixed(1)} |`);
    }
    return lines.join('\n');
  };
  const sum = (rows) => Math.round(rows.reduce((s, r) => s + r.ms, 0) / 1000);
  return [
    `Slowest 20 test files (vitest; ${files.length} file runs, ${sum(files)} s of file time in all):`,
    '',
    table('test file', files),
    '',
    `Slowest 20 browser journeys (${tests.length} journeys, ${sum(tests)} s of journey time in all):`,
    '',
    table('journey', tests),
  ].join('\n');
}

const args = process.argv.slice(2);
if (args[0] === '--slowest') console.log(slowest(args.slice(1)));
else console.log(counts(args[0]));
