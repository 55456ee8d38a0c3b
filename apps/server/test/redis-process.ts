import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { until } from './server-process.ts';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

/** A throwaway redis-server on `port` (no persistence) that a test can kill and start again. */
export async function startRedis(
  port: number,
): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`);
    return accepts(port);
  });
  return {
    child,
    async stop() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
