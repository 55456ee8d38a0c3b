// `npm run human -- --rating 1500 [--fen "<FEN>"] [--moves "e2e4 e7e5"]`: one JSON line with every
// legal move and the probability a player of that rating plays it. Bad input: stderr, exit 2.
import { parseArgs } from 'node:util';
import { IllegalInputError, loadModel } from './node.ts';

function usage(message: string): never {
  process.stderr.write(
    `${message}\nusage: npm run human -- --rating <number> [--fen "<FEN>"] [--moves "e2e4 e7e5 …"]\n`,
  );
  process.exit(2);
}

let values: { rating?: string; fen?: string; moves?: string };
try {
  ({ values } = parseArgs({
    options: { rating: { type: 'string' }, fen: { type: 'string' }, moves: { type: 'string' } },
  }));
} catch (e) {
  usage((e as Error).message);
}
if (values.rating === undefined) usage('--rating is required');
const rating = Number(values.rating);
if (values.rating.trim() === '' || !Number.isFinite(rating))
  usage(`--rating must be a number, not "${values.rating}"`);
const moves = values.moves?.trim() ? values.moves.trim().split(/\s+/) : [];

const model = loadModel(rating);
try {
  const predicted = model.predict({ fen: values.fen, moves });
  const rounded = predicted.map((m) => ({ uci: m.uci, p: Number(m.p.toFixed(6)) }));
  process.stdout.write(`${JSON.stringify({ model: model.name, moves: rounded })}\n`);
} catch (e) {
  if (e instanceof IllegalInputError) usage(e.message);
  throw e;
}
