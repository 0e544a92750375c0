import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'

/** A child process running one of our TypeScript entry points, its output collected. */
export interface Child {
  process: ChildProcess
  output: () => string
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>
}

export function startChild(script: string, args: string[], env: Record<string, string>, stdin: 'pipe' | 'ignore' = 'pipe'): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: [stdin, 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  return { process: child, output: () => output, exited }
}

/** Waits until the child's output matches, or fails with what it said (and whether it exited). */
export async function outputOf(child: Child, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (!pattern.test(child.output())) {
    if (child.process.exitCode !== null) throw new Error(`The process exited (${child.process.exitCode}) saying:\n${child.output()}`)
    if (Date.now() > deadline) throw new Error(`No ${pattern} within ${timeoutMs} ms; it said:\n${child.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return child.output()
}

/** Ends a child and waits for it. */
export async function stopChild(child: Child, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill(signal)
  await child.exited
}
