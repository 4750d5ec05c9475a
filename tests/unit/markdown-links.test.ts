import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import GithubSlugger from 'github-slugger'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The repository documents itself: a Markdown link must lead to a file (or a heading) that a
 * clone of the repository has, never outside it.
 */

type Problem = { file: string; line: number; url: string; reason: string }

const MARKDOWN = /\.(md|markdown)$/i
/** A URL with a scheme (https:, mailto:, javascript:...): it leaves the repository. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i
/** GitHub's line anchors into a file that is not Markdown: #L10 or #L10-L20. */
const LINE_ANCHOR = /^L\d+(-L\d+)?$/

/** The files a clone has: tracked ones, plus new ones git does not ignore (paths with '/'). */
function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  // A tracked file deleted in the working tree is not there to link to.
  return [...new Set(listed.split('\0'))].filter((file) => file !== '' && existsSync(path.join(root, file)))
}

/** Every link, image and link definition of the Markdown files, checked against the files. */
function checkLinks(root: string, files: string[]): { markdown: string[]; links: number; problems: Problem[] } {
  const fileSet = new Set(files)
  const folders = new Set<string>(['.'])
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir)
  }

  const trees = new Map<string, ReturnType<typeof fromMarkdown>>()
  const parse = (file: string) => {
    let tree = trees.get(file)
    if (!tree) {
      tree = fromMarkdown(readFileSync(path.join(root, file), 'utf8'))
      trees.set(file, tree)
    }
    return tree
  }
  const anchors = new Map<string, Set<string>>()
  /** The heading anchors GitHub gives a Markdown file (repeated headings get -1, -2...). */
  const headingAnchors = (file: string) => {
    let slugs = anchors.get(file)
    if (!slugs) {
      const slugger = new GithubSlugger()
      const found = new Set<string>()
      visit(parse(file), 'heading', (heading) => {
        found.add(slugger.slug(toString(heading)))
      })
      anchors.set(file, found)
      slugs = found
    }
    return slugs
  }

  /** Why a link from `file` to `url` is broken, or null when it leads somewhere in the repository. */
  const judge = (file: string, url: string): string | null => {
    if (url === '') return 'is empty'
    if (SCHEME.test(url)) return 'points outside the repository (a URL)'
    if (url.startsWith('/')) return 'points outside the repository (an absolute path)'
    const hash = url.indexOf('#')
    const address = (hash === -1 ? url : url.slice(0, hash)).replace(/\?.*$/, '')
    const fragment = hash === -1 ? '' : url.slice(hash + 1)
    let target: string
    let anchor: string
    try {
      target = address === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(address)))
      anchor = decodeURIComponent(fragment)
    } catch {
      return 'is not a well-formed address'
    }
    target = target.replace(/\/$/, '') || '.'
    if (target === '..' || target.startsWith('../')) return 'climbs out of the repository'
    const isFile = fileSet.has(target)
    if (!isFile && !folders.has(target)) return `names ${target}, which is not in the repository`
    if (anchor === '') return null
    if (isFile && MARKDOWN.test(target)) {
      return headingAnchors(target).has(anchor) ? null : `names a heading ${target} does not have`
    }
    return isFile && LINE_ANCHOR.test(anchor) ? null : `has an anchor ${target} cannot have`
  }

  const markdown = files.filter((file) => MARKDOWN.test(file)).sort()
  const problems: Problem[] = []
  let links = 0
  for (const file of markdown) {
    visit(parse(file), (node) => {
      const line = node.position?.start.line ?? 0
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        links++
        const reason = judge(file, node.url)
        if (reason) problems.push({ file, line, url: node.url, reason })
      } else if (node.type === 'html' && /\b(?:href|src)\s*=/i.test(node.value)) {
        // Raw HTML is not parsed as Markdown: its links would escape this check.
        problems.push({ file, line, url: node.value.trim(), reason: 'is an HTML link: write it as a Markdown link' })
      }
    })
  }
  return { markdown, links, problems }
}

const describeProblem = (p: Problem) => `${p.file}:${p.line}: ${p.url} ${p.reason}`

describe('Markdown links', () => {
  it('lead only to files and headings inside the repository', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const { markdown, links, problems } = checkLinks(root, repositoryFiles(root))
    expect(markdown).toContain('README.md')
    expect(links).toBeGreaterThan(0)
    expect(problems.map(describeProblem)).toEqual([])
  })

  describe('the check itself, on a repository of its own', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'markdown-links-'))
    afterAll(() => rmSync(root, { recursive: true, force: true }))

    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }

    it('accepts links within it and reports every other one, with its line', () => {
      execFileSync('git', ['init', '-q'], { cwd: root })
      write('.gitignore', 'ignored.md\n')
      write('ignored.md', '# Ignored\n')
      write('notes.txt', 'one\ntwo\n')
      write('docs/guide.md', '# Guide\n\n## Set-up: two commands\n\n## Set-up: two commands\n\n## `npm run soak`\n')
      write(
        'README.md',
        [
          '# Fixture',
          '[guide](docs/guide.md) [heading](docs/guide.md#set-up-two-commands) [again](docs/guide.md#set-up-two-commands-1)',
          '[code heading](docs/guide.md#npm-run-soak) [self](#fixture) [folder](docs/) ![notes](notes.txt) [line](notes.txt#L2)',
          '[by reference][guide] `[in code](https://example.com/code)` and https://example.com/plain-text',
          '',
          '[guide]: docs/guide.md#guide',
          '',
          '[web](https://example.com) [mail](mailto:someone@example.com) [relative to the scheme](//example.com/x)',
          '[rooted](/docs/guide.md) [up](../outside.md) [missing](docs/missing.md) [ignored](ignored.md)',
          '[no such heading](docs/guide.md#nowhere) [anchor in text](notes.txt#top) ![remote](https://example.com/a.png)',
          '[remote by reference][remote] <https://example.com/auto> []()',
          '',
          '[remote]: https://example.com/ref',
          '',
          '<a href="https://example.com/html">html</a>',
          '',
        ].join('\n'),
      )

      const { markdown, links, problems } = checkLinks(root, repositoryFiles(root))

      expect(markdown).toEqual(['README.md', 'docs/guide.md'])
      expect(links).toBe(22)
      expect(problems.map(describeProblem)).toEqual([
        'README.md:8: https://example.com points outside the repository (a URL)',
        'README.md:8: mailto:someone@example.com points outside the repository (a URL)',
        'README.md:8: //example.com/x points outside the repository (an absolute path)',
        'README.md:9: /docs/guide.md points outside the repository (an absolute path)',
        'README.md:9: ../outside.md climbs out of the repository',
        'README.md:9: docs/missing.md names docs/missing.md, which is not in the repository',
        'README.md:9: ignored.md names ignored.md, which is not in the repository',
        'README.md:10: docs/guide.md#nowhere names a heading docs/guide.md does not have',
        'README.md:10: notes.txt#top has an anchor notes.txt cannot have',
        'README.md:10: https://example.com/a.png points outside the repository (a URL)',
        'README.md:11: https://example.com/auto points outside the repository (a URL)',
        'README.md:11:  is empty',
        'README.md:13: https://example.com/ref points outside the repository (a URL)',
        'README.md:15: <a href="https://example.com/html"> is an HTML link: write it as a Markdown link',
      ])
    })
  })
})
