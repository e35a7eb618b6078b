import { readFile } from 'node:fs/promises';
import type { RunningCluster } from '../cluster/cluster';

/** A process's proportional set size (its private pages plus its share of pages it shares), in KiB. */
async function pssKiB(pid: number): Promise<number | undefined> {
  try {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8');
    const match = /^Pss:\s+(\d+) kB/m.exec(rollup);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

export interface ClusterMemory {
  /** Each server process (gateway and service instances), in MB. */
  processes: { label: string; mb: number }[];
  totalMb: number;
}

/**
 * What cluster mode's server processes hold once idle: the PSS of the gateway and every service instance (not the
 * launcher, nor what stands in for PostgreSQL, Kafka, SMTP or Stripe), after `settleMs` with no request.
 */
export async function clusterIdleMemory(cluster: Pick<RunningCluster, 'instances'>, settleMs = 15_000): Promise<ClusterMemory> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const processes: ClusterMemory['processes'] = [];
  for (const [service, list] of Object.entries(cluster.instances)) {
    for (const instance of list) {
      const pid = instance.pid();
      const kib = pid === undefined ? undefined : await pssKiB(pid);
      if (kib !== undefined) processes.push({ label: `${service}-${instance.index}`, mb: kib / 1024 });
    }
  }
  return { processes, totalMb: processes.reduce((sum, p) => sum + p.mb, 0) };
}
