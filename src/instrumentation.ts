/** Runs once when the server starts (not during `next build`). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { answerOutageFailuresWith503 } = await import('./server/database-outage')
  const { usePageCache } = await import('./server/page-cache')
  const { serveCachedPages } = await import('./server/response-cache')
  const { letRoutesSendEncodedBodies } = await import('./server/encoded-bodies')
  const { refuseOutdatedImageRequests } = await import('./server/image-requests')
  answerOutageFailuresWith503()
  letRoutesSendEncodedBodies()
  usePageCache()
  serveCachedPages()
  refuseOutdatedImageRequests()
  const { runStartupTasks } = await import('./server/startup')
  await runStartupTasks()
}
