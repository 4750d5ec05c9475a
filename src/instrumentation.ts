/** Runs once when the server starts (not during `next build`). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { runStartupTasks, StartupError } = await import('./server/runtime/startup')
  try {
    await runStartupTasks()
  } catch (error) {
    // A server whose start-up failed would answer 500 to every request: it stops instead, saying
    // why (a refused setting in one line, anything else with its stack), and a supervisor sees it.
    console.error(error instanceof StartupError ? `Start-up stopped: ${error.message}` : error)
    process.exit(1)
  }
}
