import os from 'node:os';

/** What the figures were measured on: they mean little without it. */
export function describeMachine() {
  const cpus = os.cpus();
  const [load1, load5] = os.loadavg();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    load: `${load1.toFixed(1)} (1 min), ${load5.toFixed(1)} (5 min)`,
    /** Other work competing for the CPU inflates every timing (TBT above all). */
    busy: load1 > cpus.length,
  };
}
