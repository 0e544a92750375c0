// Generates the club website's illustration set (SVG drawn in TypeScript →
// WebP/JPEG via sharp). Deterministic: every image is seeded by its output path.
//
//   npx tsx scripts/images/generate.ts             # write every file
//   npx tsx scripts/images/generate.ts golf banner # only outputs whose path contains a filter
//   npx tsx scripts/images/generate.ts --sheet     # also write contact sheets to /tmp/club-sheets
import { mkdir, writeFile, stat } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cpus } from 'node:os'
import sharp from 'sharp'
import { Ctx, makeRng, THEMES } from './lib/core.js'
import { buildManifest, type Job } from './manifest.js'

const here = dirname(fileURLToPath(import.meta.url))
const OUT_ROOT = resolve(here, '../../pwa/public/images')

const LOGICAL = {
  wide: { W: 1600, H: 700, ratio: 7 / 16 },
  card: { W: 1200, H: 900, ratio: 3 / 4 },
  og: { W: 1200, H: 630, ratio: 630 / 1200 },
} as const

function renderSvg(job: Job, outW: number): string {
  const L = LOGICAL[job.aspect]
  const rng = makeRng(job.out)
  const c = new Ctx(L.W, L.H, rng, job.time)
  if (!job.time) c.theme = THEMES['day']
  const body = job.scene(c)
  return c.svg(body, outW, Math.round(outW * L.ratio))
}

async function runJob(job: Job): Promise<{ files: string[]; bytes: number }> {
  const L = LOGICAL[job.aspect]
  const maxW = Math.max(...job.widths)
  const svg = renderSvg(job, maxW)
  const master = await sharp(Buffer.from(svg), { density: 72 }).png().toBuffer()
  const files: string[] = []
  let bytes = 0
  for (const w of job.widths) {
    const h = Math.round(w * L.ratio)
    const img = sharp(master).resize(w, h, { fit: 'cover', kernel: 'lanczos3' })
    const ext = job.format === 'jpg' ? 'jpg' : 'webp'
    const rel = job.format === 'jpg' ? `${job.out}-${w}.${ext}` : `${job.out}-${w}.${ext}`
    const file = join(OUT_ROOT, rel)
    await mkdir(dirname(file), { recursive: true })
    const buf =
      job.format === 'jpg'
        ? await img.jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer()
        : await img.webp({ quality: 72, effort: 4, smartSubsample: true }).toBuffer()
    await writeFile(file, buf)
    files.push(rel)
    bytes += buf.length
  }
  return { files, bytes }
}

async function contactSheet(rels: string[], name: string): Promise<void> {
  const dir = '/tmp/club-sheets'
  await mkdir(dir, { recursive: true })
  const cellW = 480
  const cellH = 300
  const cols = 4
  const rows = Math.ceil(rels.length / cols)
  const composites = await Promise.all(
    rels.map(async (rel, i) => ({
      input: await sharp(join(OUT_ROOT, rel))
        .resize(cellW - 8, cellH - 8, { fit: 'contain', background: '#222' })
        .png()
        .toBuffer(),
      left: (i % cols) * cellW + 4,
      top: Math.floor(i / cols) * cellH + 4,
    })),
  )
  await sharp({ create: { width: cols * cellW, height: rows * cellH, channels: 3, background: '#222' } })
    .composite(composites)
    .png()
    .toFile(join(dir, `${name}.png`))
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const sheet = args.includes('--sheet')
  const filters = args.filter((a) => !a.startsWith('--'))
  const all = buildManifest()
  const jobs = filters.length ? all.filter((j) => filters.some((flt) => j.out.includes(flt))) : all
  const t0 = Date.now()
  sharp.concurrency(1)
  const limit = Math.max(2, cpus().length)
  let total = 0
  let count = 0
  const done: string[] = []
  let next = 0
  async function worker(): Promise<void> {
    while (next < jobs.length) {
      const job = jobs[next++]!
      const r = await runJob(job)
      total += r.bytes
      count += r.files.length
      done.push(...r.files)
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
  const secs = ((Date.now() - t0) / 1000).toFixed(1)
  console.log(`wrote ${count} files (${(total / 1024 / 1024).toFixed(2)} MB) in ${secs}s → ${OUT_ROOT}`)
  if (sheet) {
    const largest = new Map<string, string>()
    for (const rel of done.sort()) {
      const key = rel.replace(/-\d+\.(webp|jpg)$/, '')
      largest.set(key, rel)
    }
    const picks = [...largest.values()].sort()
    for (let i = 0; i < picks.length; i += 16) await contactSheet(picks.slice(i, i + 16), `sheet-${String(i / 16).padStart(2, '0')}`)
    console.log(`contact sheets in /tmp/club-sheets (${Math.ceil(picks.length / 16)})`)
  }
  // size report of the biggest files
  const sizes = await Promise.all(done.map(async (rel) => ({ rel, size: (await stat(join(OUT_ROOT, rel))).size })))
  sizes.sort((a, b) => b.size - a.size)
  for (const s of sizes.slice(0, 5)) console.log(`  ${(s.size / 1024).toFixed(0).padStart(4)} KB  ${s.rel}`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
