/**
 * infra/k8s, checked without a cluster: `kubectl kustomize` renders the base and the local overlay, and the
 * rendered objects must give every server what its own configuration schema requires, with probes,
 * resources, a non-root security context and autoscaling where it is promised.
 */
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostsIn, root, run, serverConfig, servers, tool, type ServerConfig } from './deploy-support';

interface Obj {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- Kubernetes objects of several kinds
  data?: Record<string, string>;
}

/** Secrets the README has the operator create by hand (never in git), and what they hold. */
const handMadeSecrets: Record<string, string[]> = { 'auth-key': ['JWT_KEY_ENCRYPTION_KEY'] };
/** Values the placeholders stand for when the configuration is parsed (the placeholders themselves are refused). */
const testSecretValues: Record<string, string> = { JWT_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
/** Addresses given to browsers or called back later, not Services of the cluster. */
const publicAddresses = new Set(['SITE_URL', 'CORS_ORIGINS']);

const kustomizations = { base: 'infra/k8s/base', local: 'infra/k8s/overlays/local' } as const;
const rendered: Partial<Record<keyof typeof kustomizations, Obj[]>> = {};
// Missing: fails in CI, skips the file (with a message) elsewhere.
const kubectl = tool('kubectl');
const configs = new Map<string, ServerConfig>();

beforeAll(async () => {
  if (!kubectl.available) return;
  await Promise.all(servers.map(async (s) => configs.set(s.name, await serverConfig(s))));
  await Promise.all(
    Object.entries(kustomizations).map(async ([name, dir]) => {
      const out = await run('kubectl', ['kustomize', path.join(root, dir)]);
      if (out.status !== 0) throw new Error(`kubectl kustomize ${dir} failed:\n${out.stderr}`);
      rendered[name as keyof typeof kustomizations] = parseAllDocuments(out.stdout).map((d) => d.toJS() as Obj);
    }),
  );
});

const find = (objs: Obj[], kind: string, name: string) => objs.find((o) => o.kind === kind && o.metadata.name === name);

/** A container's environment as Kubernetes would assemble it: envFrom in order, then env. */
function environment(objs: Obj[], deployment: Obj): { env: Record<string, string>; unresolved: string[] } {
  const container = deployment.spec.template.spec.containers[0];
  const env: Record<string, string> = {};
  const unresolved: string[] = [];
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) {
      const cm = find(objs, 'ConfigMap', source.configMapRef.name);
      if (!cm) unresolved.push(`ConfigMap ${source.configMapRef.name}`);
      Object.assign(env, cm?.data ?? {});
    } else if (source.secretRef) {
      const secret = find(objs, 'Secret', source.secretRef.name);
      if (secret) {
        for (const [k, v] of Object.entries(secret.data ?? {})) env[k] = Buffer.from(v, 'base64').toString('utf8');
      } else if (handMadeSecrets[source.secretRef.name]) {
        for (const k of handMadeSecrets[source.secretRef.name]) env[k] = testSecretValues[k] ?? 'set-by-hand';
      } else unresolved.push(`Secret ${source.secretRef.name}`);
    }
  }
  for (const e of container.env ?? []) {
    if (e.value !== undefined) env[e.name] = String(e.value);
    else if (e.valueFrom?.configMapKeyRef) env[e.name] = find(objs, 'ConfigMap', e.valueFrom.configMapKeyRef.name)?.data?.[e.valueFrom.configMapKeyRef.key] ?? '';
    else if (e.valueFrom?.secretKeyRef) {
      const data = find(objs, 'Secret', e.valueFrom.secretKeyRef.name)?.data?.[e.valueFrom.secretKeyRef.key];
      if (data === undefined) unresolved.push(`Secret ${e.valueFrom.secretKeyRef.name} key ${e.valueFrom.secretKeyRef.key}`);
      else env[e.name] = Buffer.from(data, 'base64').toString('utf8');
    }
  }
  return { env, unresolved };
}

describe.skipIf(!kubectl.available).each(Object.keys(kustomizations) as (keyof typeof kustomizations)[])('kubectl kustomize %s', (which) => {
  const objs = () => {
    const r = rendered[which];
    if (!r) throw new Error(`${which} was not rendered`);
    return r;
  };

  it('names PostgreSQL, Redis and Kafka as Services of the cluster pointing outside it', () => {
    const all = objs();
    for (const name of ['postgres', 'redis', 'kafka']) {
      const svc = find(all, 'Service', name);
      expect(svc?.spec.type, name).toBe('ExternalName');
      expect(svc?.spec.externalName, name).toMatch(/\w/);
    }
  });

  it('autoscales the gateway, catalog and booking on CPU', () => {
    const all = objs();
    for (const name of ['gateway', 'catalog', 'booking']) {
      const hpa = all.find((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec.scaleTargetRef.name === name);
      expect(hpa, `HPA for ${name}`).toBeDefined();
      expect(hpa!.spec.scaleTargetRef.kind).toBe('Deployment');
      expect(find(all, 'Deployment', name), `the Deployment ${name} the HPA scales`).toBeDefined();
      expect(hpa!.spec.minReplicas).toBeGreaterThanOrEqual(1);
      expect(hpa!.spec.maxReplicas).toBeGreaterThan(hpa!.spec.minReplicas);
      expect(hpa!.spec.metrics.some((m: any) => m.resource?.name === 'cpu')).toBe(true); // eslint-disable-line @typescript-eslint/no-explicit-any
      // A count in the Deployment would be reset by every `kubectl apply`, fighting the autoscaler.
      if (which === 'base') expect(find(all, 'Deployment', name)!.spec.replicas, `${name} replicas`).toBeUndefined();
    }
  });

  if (which === 'base') {
    it('keeps only placeholders in its Secrets', () => {
      const all = objs();
      const secrets = all.filter((o) => o.kind === 'Secret');
      expect(secrets.length).toBeGreaterThan(0);
      for (const s of secrets) {
        for (const [key, value] of Object.entries(s.data ?? {})) {
          expect(Buffer.from(value, 'base64').toString('utf8'), `${s.metadata.name} ${key}`).toContain('REPLACE_ME');
        }
      }
    });
  } else {
    it('runs one replica of each server from local images', () => {
      const all = objs();
      for (const d of all.filter((o) => o.kind === 'Deployment')) {
        expect(d.spec.replicas, d.metadata.name).toBe(1);
        expect(d.spec.template.spec.containers[0].image, d.metadata.name).toMatch(/:local$/);
      }
    });
  }

  describe.each(servers.map((s) => [s.name] as const))('%s', (name) => {
    const deployment = () => {
      const all = objs();
      const d = find(all, 'Deployment', name);
      expect(d, `Deployment ${name}`).toBeDefined();
      return { all, d: d!, container: d!.spec.template.spec.containers[0] };
    };

    it('is given every variable its configuration requires, from ConfigMaps and Secrets, and starts with them', () => {
      const found = deployment();
      const config = configs.get(name)!;
      const { env, unresolved } = environment(found.all, found.d);
      expect(unresolved).toEqual([]);
      for (const key of [...config.required, ...config.loopbackDefaults]) expect(env, `${name}: ${key}`).toHaveProperty(key);
      const parsed = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.includes('REPLACE_ME') && testSecretValues[k] ? testSecretValues[k] : v]));
      expect(() => config.loadConfig(parsed)).not.toThrow();
      // Every address it calls at start-up or while serving is a Service of this rendering.
      const services = new Set(found.all.filter((o) => o.kind === 'Service').map((o) => o.metadata.name));
      for (const [key, value] of Object.entries(env)) {
        if (publicAddresses.has(key)) continue;
        for (const host of hostsIn(value)) expect(services, `${name}: ${key} names ${host}`).toContain(host);
      }
    });

    it('has a Service on its port, readiness on /readyz and liveness on /healthz', () => {
      const found = deployment();
      const ports = new Map<string, number>(found.container.ports.map((p: { name: string; containerPort: number }) => [p.name, p.containerPort]));
      const svc = find(found.all, 'Service', name);
      expect(svc, `Service ${name}`).toBeDefined();
      for (const [k, v] of Object.entries(svc!.spec.selector as Record<string, string>)) expect(found.d.spec.template.metadata.labels[k]).toBe(v);
      for (const p of svc!.spec.ports) expect(ports.has(p.targetPort) || [...ports.values()].includes(p.targetPort), `${name} targetPort ${p.targetPort}`).toBe(true);
      const { env } = environment(found.all, found.d);
      expect(ports.get('http'), `${name} listens on PORT`).toBe(Number(env.PORT));
      expect(found.container.readinessProbe?.httpGet?.path).toBe('/readyz');
      expect(found.container.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(ports.get(found.container.readinessProbe.httpGet.port) ?? found.container.readinessProbe.httpGet.port).toBe(Number(env.PORT));
      expect(ports.get(found.container.livenessProbe.httpGet.port) ?? found.container.livenessProbe.httpGet.port).toBe(Number(env.PORT));
    });

    it('has resource requests and limits and runs as a non-root user without privilege escalation', () => {
      const found = deployment();
      const { resources, securityContext } = found.container;
      for (const kind of ['requests', 'limits']) for (const r of ['cpu', 'memory']) expect(resources?.[kind]?.[r], `${name} ${kind}.${r}`).toBeTruthy();
      const pod = found.d.spec.template.spec.securityContext ?? {};
      expect(securityContext?.runAsNonRoot ?? pod.runAsNonRoot).toBe(true);
      expect(securityContext?.runAsUser ?? pod.runAsUser).toBeGreaterThan(0);
      expect(securityContext?.allowPrivilegeEscalation).toBe(false);
    });
  });
});
