import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { startTestSite, type TestSite } from '../testing';

const dir = fileURLToPath(new URL('../observability/', import.meta.url));
const read = (file: string) => readFileSync(`${dir}${file}`, 'utf8');

interface AlertRules {
  groups: { name: string; rules: { alert: string; expr: string; labels?: Record<string, string> }[] }[];
}
interface Dashboard {
  templating?: { list: { query?: string | { query: string } }[] };
  panels: { title: string; type: string; targets?: { expr: string }[] }[];
}

/** PromQL's functions, aggregations and keywords: what is not a metric name in an expression. */
const PROMQL_WORDS = new Set([
  'sum', 'min', 'max', 'avg', 'count', 'stddev', 'stdvar', 'topk', 'bottomk', 'quantile', 'count_values', 'group',
  'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset',
  'rate', 'irate', 'increase', 'delta', 'idelta', 'deriv', 'histogram_quantile', 'label_values', 'abs', 'clamp_min', 'clamp_max',
  'absent', 'time', 'vector', 'scalar', 'avg_over_time', 'max_over_time', 'min_over_time', 'sum_over_time', 'changes', 'resets', 'inf', 'nan',
]);

/** The metric names a PromQL expression (or Grafana's label_values query) reads. */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // ranges
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '') // label lists
    .replace(/,\s*[a-zA-Z_]\w*\s*\)/g, ')') // label_values(metric, label)
    .replace(/\$\w+/g, ''); // dashboard variables
  const names = [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)].map((m) => m[0]).filter((w) => !PROMQL_WORDS.has(w.toLowerCase()));
  return [...new Set(names)];
}

/** Every series name a /metrics page can hold: each family, and a histogram's _bucket, _sum and _count. */
function exportedNames(page: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of page.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram' || type === 'summary') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}

describe('the alert rules and the dashboard', () => {
  let test: TestSite;
  let exported: Map<string, Set<string>>;

  beforeAll(async () => {
    test = await startTestSite(inject('adminDatabaseUrl'), inject('redisUrl'));
    const pages: [string, string][] = [['gateway', `${test.site.opsUrl}/metrics`], ...test.site.services.map((s): [string, string] => [s.name, `${s.url}/metrics`])];
    exported = new Map(await Promise.all(pages.map(async ([name, url]): Promise<[string, Set<string>]> => [name, exportedNames(await (await fetch(url)).text())])));
  }, 90_000);

  afterAll(async () => {
    await test?.close();
  });

  const exportedByAny = (name: string) => [...exported.values()].some((names) => names.has(name));

  it('when the alert rules are read, then each rule reads only metrics a running server exports, and the four the operators asked for are there', () => {
    const rules = (parse(read('alerts.yml')) as AlertRules).groups.flatMap((g) => g.rules);
    const names = new Set(rules.flatMap((r) => metricNamesIn(r.expr)));
    expect([...names].filter((n) => !exportedByAny(n))).toEqual([]);
    for (const needed of ['http_server_request_duration_seconds_count', 'http_server_request_duration_seconds_bucket', 'outbox_oldest_age_seconds', 'events_processed_total']) {
      expect([...names]).toContain(needed);
    }
    expect(rules.find((r) => r.expr.includes('outcome="dead-letter"'))).toBeDefined();
  });

  it('when the dashboard is read, then every panel queries metrics a running server exports', () => {
    const dashboard = JSON.parse(read('grafana/dashboards/suvarna.json')) as Dashboard;
    const exprs = [
      ...dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr)),
      ...(dashboard.templating?.list ?? []).map((v) => (typeof v.query === 'string' ? v.query : (v.query?.query ?? ''))),
    ];
    const names = new Set(exprs.flatMap(metricNamesIn));
    expect([...names].filter((n) => !exportedByAny(n))).toEqual([]);
    for (const needed of [
      'gateway_breaker_state',
      'outbox_backlog',
      'consumer_lag_events',
      'kafka_consumer_lag_messages',
      'suvarna_bookings_created_total',
      'suvarna_payments_received_total',
      'suvarna_refunds_total',
      'suvarna_applications_submitted_total',
      'suvarna_emails_sent_total',
      'suvarna_emails_failed_total',
    ]) {
      expect([...names]).toContain(needed);
    }
  });

  it('when a business counter is exported, then the service that owns its figure exports it', () => {
    expect(exported.get('booking')).toContain('suvarna_bookings_created_total');
    expect(exported.get('payment')).toContain('suvarna_payments_received_total');
    expect(exported.get('payment')).toContain('suvarna_refunds_total');
    expect(exported.get('careers')).toContain('suvarna_applications_submitted_total');
    expect(exported.get('notify')).toContain('suvarna_emails_sent_total');
    expect(exported.get('gateway')).toContain('gateway_breaker_state');
  });

  it('when Prometheus is configured, then it scrapes every service and the gateway at the port compose gives it, and loads the alert rules', () => {
    const config = parse(read('prometheus.yml')) as { rule_files: string[]; scrape_configs: { job_name: string; dns_sd_configs: { names: string[]; port: number }[] }[] };
    expect(config.rule_files.some((f) => f.endsWith('alerts.yml'))).toBe(true);
    const compose = parse(readFileSync(fileURLToPath(new URL('../../docker-compose.yml', import.meta.url)), 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string | number> }>;
    };
    const jobs = config.scrape_configs.map((j) => ({ job: j.job_name, target: j.dns_sd_configs[0]! }));
    expect(jobs.map((j) => j.job).sort()).toEqual(['gateway', ...test.site.services.map((s) => s.name)].sort());
    for (const { job, target } of jobs) {
      const env = compose.services[target.names[0]!]?.environment ?? {};
      expect({ job, port: target.port }).toEqual({ job, port: Number(job === 'gateway' ? env.OPS_PORT : env.PORT) });
    }
  });
});

describe('metricNamesIn', () => {
  it('when an expression has functions, label matchers, ranges and groupings, then only its metric names are left', () => {
    expect(
      metricNamesIn('histogram_quantile(0.99, sum by (service, route, le) (rate(http_server_request_duration_seconds_bucket{route!="unmatched", service=~"$service"}[$__rate_interval]))) > 1'),
    ).toEqual(['http_server_request_duration_seconds_bucket']);
    expect(metricNamesIn('sum(rate(a_total[5m])) > 0 and sum(rate(b_total[10m])) == 0')).toEqual(['a_total', 'b_total']);
    expect(metricNamesIn('label_values(http_server_request_duration_seconds_count, service)')).toEqual(['http_server_request_duration_seconds_count']);
  });
});
