/**
 * Caps a process's CPU at a share of one core, as a machine of its own would give it: a cgroup (v1 `cpu` controller,
 * cpu.cfs_quota_us) per process. The surge uses it to show how instances scale on a machine with fewer cores than
 * the instances, the generator and nginx need (SURGE_INSTANCE_CPU). Needs root and a writable cpu controller.
 */
import fs from 'node:fs';
import path from 'node:path';

const CPU_CONTROLLER = '/sys/fs/cgroup/cpu';
const PERIOD_US = 100_000;

/** Why a cap cannot be set here, or undefined when it can. */
export function cpuCapUnavailable(): string | undefined {
  try {
    fs.accessSync(path.join(CPU_CONTROLLER, 'cgroup.procs'), fs.constants.W_OK);
    return undefined;
  } catch {
    return `no writable cgroup v1 cpu controller at ${CPU_CONTROLLER} (root needed)`;
  }
}

/** Puts `pid` (all its threads) in a cgroup of its own allowed `cores` of CPU time; answers its release. */
export function capCpu(pid: number, cores: number): () => void {
  const group = path.join(CPU_CONTROLLER, `agaia-surge-${process.pid}-${pid}`);
  fs.mkdirSync(group);
  fs.writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
  fs.writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(Math.round(cores * PERIOD_US)));
  fs.writeFileSync(path.join(group, 'cgroup.procs'), String(pid));
  return () => {
    // The process has usually exited by now; a live one goes back to the root group so the group can go.
    try {
      for (const task of fs
        .readFileSync(path.join(group, 'cgroup.procs'), 'utf8')
        .split('\n')
        .filter(Boolean))
        fs.writeFileSync(path.join(CPU_CONTROLLER, 'cgroup.procs'), task);
      fs.rmdirSync(group);
    } catch {
      // Left for the machine's next boot: an empty group costs nothing.
    }
  };
}
