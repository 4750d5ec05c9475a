/**
 * The browser tests' server port (E2E_PORT); the next two are the empty site's and the large
 * set's. Above the integration workers' blocks (tests/setup/slots.ts: 3100 on, 50 a worker), so
 * the two tiers can run at once with up to four integration workers.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300)
