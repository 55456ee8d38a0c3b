// `npm test`: builds the app, then runs every unit and API test (vitest) and every browser
// journey (Playwright), printing how long each stage took. `.ci/run` builds once for both of
// its passes and sets ASCEND_PREBUILT=1, so its two `npm test` runs reuse that build; run alone,
// `npm test` always builds first.
import { spawnSync } from 'node:child_process';

const stages = [];
function stage(name, args) {
  const started = Date.now();
  const { status, signal } = spawnSync('npm', ['run', '--silent', ...args], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  stages.push(`${name} ${seconds} s`);
  if (status !== 0) {
    console.error(
      `npm test: ${name} failed (${signal ?? `exit code ${status}`}) after ${seconds} s`,
    );
    process.exit(status || 1);
  }
}

if (process.env.ASCEND_PREBUILT)
  console.log('npm test: using the build made before (ASCEND_PREBUILT)');
else stage('build', ['build']);
stage('unit and API tests', ['test:unit']);
stage('browser journeys', ['test:e2e']);
console.log(`npm test: ${stages.join(', ')}`);
