import { contentDir } from '../../content-check.ts';
import { loadContent } from '../../content-check/load.ts';
import { Analyst } from './analyst.ts';
import { annotateSection } from './annotate.ts';
import { sharedCache } from './cache.ts';

/**
 * Fills content/engine-cache/ from the content as it stands (content/*.json), without building:
 * `nice -n 10 npx tsx scripts/content-gen/engine/fill.ts --steps=proofs --sections=01,02`.
 * The next build (cache-only) then writes the refutations and proofs into the content. Useful
 * while the section scripts are being edited, and to spread a long search over several runs
 * (the cache is saved every 50 searches and after each section).
 */
const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    ?.split(',');
const stepList = arg('steps') ?? ['proofs', 'refutations'];
const only = arg('sections');
const cache = sharedCache();
const analyst = new Analyst(cache, true);
const { sections } = loadContent(contentDir);
try {
  for (const { file, section } of sections) {
    if (only && !only.some((o) => file.startsWith(o))) continue;
    const started = performance.now();
    const stats = await annotateSection(section, analyst, {
      proofs: stepList.includes('proofs'),
      refutations: stepList.includes('refutations'),
    });
    cache.save();
    console.log(
      `${file}: ${stats.proofs} proofs, ${stats.refutations} refutations, ${stats.missing} missing, ${analyst.searched} searches so far, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
} finally {
  await analyst.close();
  cache.save();
}
