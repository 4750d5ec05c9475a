import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The layout docs/architecture.md draws ("Where things live", "Features"), held: folders a reader
 * can take in at a glance, every feature in one folder that the config and the route table
 * collect, and references a reader can follow.
 */

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? [full, ...walk(full)] : []
  })

const filesIn = (dir: string) => readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isFile())

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file))
    .map((file) => path.join(dir, file))

describe('the house', () => {
  it('has no folder of src/ with more than 20 files at one level', () => {
    const crowded = ['src', ...walk('src')].map((dir) => [dir, filesIn(dir).length] as const).filter(([, count]) => count > 20)
    expect(crowded).toEqual([])
  })

  it('keeps each feature in one folder, listed once where its wiring is collected', () => {
    const features = readdirSync('src/features').filter((name) => statSync(path.join('src/features', name)).isDirectory())
    expect(features).toEqual(expect.arrayContaining(['accounts', 'activity', 'alerts', 'contact', 'mail', 'publishing']))
    const registry = readFileSync('src/features/index.ts', 'utf8')
    const httpRegistry = readFileSync('src/features/http.ts', 'utf8')
    for (const feature of features) {
      const folder = path.join('src/features', feature)
      expect(filesIn(folder), feature).toContain('index.ts')
      expect(registry, feature).toContain(`from '@/features/${feature}'`)
      const serves = filesIn(folder).includes('http.ts')
      expect(httpRegistry.includes(`from '@/features/${feature}/http'`), feature).toBe(serves)
      // Names say what a file is, never the feature again.
      expect(
        filesIn(folder).filter((file) => file.startsWith(`${feature}.`)),
        feature,
      ).toEqual([])
    }
  })

  it('cites only what a reader finds in the repository', () => {
    // Built from parts, so that this file does not match itself.
    const unreadable = new RegExp(['SPEC ' + '§', 'iss' + 'ue \\d', 'DESIGN' + '\\.md'].join('|'), 'i')
    const citing = [...sources('src'), ...sources('tests')].filter((file) => unreadable.test(readFileSync(file, 'utf8')))
    expect(citing).toEqual([])
  })
})
