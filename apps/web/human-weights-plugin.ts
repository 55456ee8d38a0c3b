import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The Maia nets the Play opponent uses (packages/human's PLAY_LEVELS). */
const NETS = [1100, 1300, 1500, 1700, 1900];

/**
 * Copies the human move model's weights from @ascend/human into public/human/ before Vite
 * serves or builds, so the Play opponent's worker fetches them as /human/maia-<r>.pb.gz (GPL-3.0,
 * shipped as separate files like the engine; git-ignored copies, ADR 0044).
 */
export function copyHumanWeights(): Plugin {
  const copy = (root: string) => {
    const pkg = createRequire(path.join(root, 'package.json')).resolve('@ascend/human');
    const weights = path.join(path.dirname(pkg), '..', 'weights');
    const out = path.join(root, 'public', 'human');
    mkdirSync(out, { recursive: true });
    for (const r of NETS) {
      const file = `maia-${r}.pb.gz`;
      if (!existsSync(path.join(out, file)))
        copyFileSync(path.join(weights, file), path.join(out, file));
    }
  };
  return {
    name: 'ascend-copy-human-weights',
    configResolved(config) {
      copy(config.root);
    },
  };
}
