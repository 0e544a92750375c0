export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'
type Fields = Record<string, unknown>

export interface Logger {
  debug(message: string, fields?: Fields): void
  info(message: string, fields?: Fields): void
  warn(message: string, fields?: Fields): void
  error(message: string, fields?: Fields): void
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

/** One JSON object per line on stdout (stderr for errors): easy to grep and to ship. */
export function createLogger(level: LogLevel, write: (line: string, isError: boolean) => void = defaultWrite): Logger {
  const emit = (lineLevel: Exclude<LogLevel, 'silent'>) => (message: string, fields?: Fields) => {
    if (rank[lineLevel] < rank[level]) return
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, message, ...fields }), lineLevel === 'error')
  }
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') }
}

function defaultWrite(line: string, isError: boolean) {
  ;(isError ? process.stderr : process.stdout).write(`${line}\n`)
}
