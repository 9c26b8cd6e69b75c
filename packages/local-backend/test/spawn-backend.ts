// The backend as its own process (`node src/main.ts`), for what must kill or load it from outside.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { functionSettings } from '../../../site/src/config/functions.ts';
import { WORKSPACE_ROOT } from '../src/config.ts';

export interface RunningBackend {
  child: ChildProcess;
  url: string;
}

/** Starts the backend with the given environment on a free port; resolves once it listens. */
export function spawnBackend(env: Record<string, string>): Promise<RunningBackend> {
  const child = spawn(process.execPath, [join(WORKSPACE_ROOT, 'packages/local-backend/src/main.ts')], {
    // The settings the site's configuration gives the functions, as npm start does (decision 034).
    env: { ...process.env, PORT: '0', ...functionSettings, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local backend on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}: ${output}`)));
  });
}

/** Stops it by pid with the given signal (SIGKILL to simulate a crash) and waits for the exit. */
export function stopBackend(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
