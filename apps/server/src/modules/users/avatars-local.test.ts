import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp } from '../../../test/harness.ts';
import { uploadsDir } from '../../storage/object-store.ts';
import { describeAvatarStorage } from '../../../test/support/users/avatar-behaviour.ts';

// The default: avatars are files under DATA_DIR/uploads.
describeAvatarStorage('local disk', async () => {
  const t = await createTestApp();
  return {
    t,
    read: (key) =>
      readFile(path.join(uploadsDir(t.config.dataDir), key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      }),
    close: () => t.close(),
  };
});
