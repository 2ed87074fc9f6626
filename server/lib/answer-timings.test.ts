import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { AnswerTimings } from './answer-timings.js';

describe('answer timings', () => {
  it('are written out as a Prometheus histogram: cumulative buckets, sum and count per route, method and status class', async () => {
    const registry = new Registry();
    const timings = new AnswerTimings(registry);
    timings.observe('/api/v1/jobs/:id', 'GET', 200, 0.0008);
    timings.observe('/api/v1/jobs/:id', 'GET', 204, 0.003);
    timings.observe('/api/v1/jobs/:id', 'GET', 404, 0.001);
    timings.observe('/api/v1/jobs/:id', 'GET', 200, 45);
    const text = await registry.metrics();
    const series = (labels: string) => text.split('\n').filter((line) => line.includes(labels));

    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const ok = series('route="/api/v1/jobs/:id",method="GET",status_class="2xx"');
    expect(ok).toContain('http_request_duration_seconds_bucket{route="/api/v1/jobs/:id",method="GET",status_class="2xx",le="0.001"} 1');
    expect(ok).toContain('http_request_duration_seconds_bucket{route="/api/v1/jobs/:id",method="GET",status_class="2xx",le="0.0025"} 1');
    expect(ok).toContain('http_request_duration_seconds_bucket{route="/api/v1/jobs/:id",method="GET",status_class="2xx",le="0.005"} 2');
    expect(ok).toContain('http_request_duration_seconds_bucket{route="/api/v1/jobs/:id",method="GET",status_class="2xx",le="30"} 2');
    expect(ok).toContain('http_request_duration_seconds_bucket{route="/api/v1/jobs/:id",method="GET",status_class="2xx",le="+Inf"} 3');
    expect(ok).toContain('http_request_duration_seconds_count{route="/api/v1/jobs/:id",method="GET",status_class="2xx"} 3');
    expect(ok).toContain('http_request_duration_seconds_sum{route="/api/v1/jobs/:id",method="GET",status_class="2xx"} 45.0038');
    // A value on a bound falls in that bound's bucket (le: less than or equal).
    expect(series('status_class="4xx",le="0.001"')).toEqual(['http_request_duration_seconds_bucket{route="/api/v1/jobs/:id",method="GET",status_class="4xx",le="0.001"} 1']);

    timings.reset();
    expect(await registry.metrics()).not.toContain('http_request_duration_seconds_count');
  });
});
