// One match of `npm run bench -- play-ladder`, run in its own process so matches go side by side:
// the job as JSON in argv, the result as one JSON line on stdout.
import { runMatchJob, type MatchJob } from '../play-ladder.ts';

const job = JSON.parse(process.argv[2] ?? '') as MatchJob;
console.log(JSON.stringify(await runMatchJob(job)));
