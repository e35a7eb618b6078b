import { spawn, spawnSync } from 'node:child_process';

export interface KafkaMockCluster {
  brokers: string[];
  /** The kcat process holding the brokers (SIGSTOP freezes the whole cluster, SIGCONT resumes it). */
  pid: number | undefined;
  /** Resolves when the process has exited, whether stopped or killed. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** Whether Debian's `kcat` (which carries librdkafka's mock cluster) is on the PATH. */
export function kcatAvailable(): boolean {
  const result = spawnSync('kcat', ['-V'], { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

// Up to the end of its line, so that an address cut between two chunks is never taken.
const BOOTSTRAP = /bootstrap\.servers=(\S+)\s/;

/**
 * Starts librdkafka's in-process mock cluster (3 brokers, topics auto-created on first use) by
 * running a kcat consumer with mock mode on, and reads the brokers' addresses from its debug log.
 * It speaks the Kafka protocol well enough for kafkajs to produce, join groups and commit offsets;
 * it has no CreateTopics and no idempotent producer.
 */
export function startKafkaMockCluster(timeoutMs = 10_000): Promise<KafkaMockCluster> {
  const child = spawn('kcat', ['-X', 'test.mock.num.brokers=3', '-d', 'mock', '-b', 'localhost:9', '-C', '-t', '_boot'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
      await exited;
      clearTimeout(timer);
    }
  };

  return new Promise((resolve, reject) => {
    let buffered = '';
    let found = false;
    const timer = setTimeout(() => fail(new Error(`kcat printed no bootstrap.servers within ${timeoutMs} ms`)), timeoutMs);
    function fail(err: Error) {
      clearTimeout(timer);
      void stop();
      reject(err);
    }
    child.once('error', (err) => fail(err));
    child.once('exit', (code, signal) => {
      if (!found) fail(new Error(`kcat exited (${signal ?? code}) before the mock cluster started:\n${buffered.slice(-2_000)}`));
    });
    // The mock's debug log is chatty and must keep draining, or kcat blocks on a full pipe.
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (found) return;
      buffered += chunk;
      const match = BOOTSTRAP.exec(buffered);
      if (!match) return;
      found = true;
      clearTimeout(timer);
      buffered = '';
      resolve({ brokers: match[1]!.split(','), pid: child.pid, exited, stop });
    });
  });
}
