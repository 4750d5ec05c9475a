import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { BRAND } from '@/lib/brand'

/**
 * The readable API reference at /api/docs: Swagger UI (swagger-ui-dist), served from this origin
 * by /api/docs/{asset}, over the document at /api/openapi.json. The page has no inline script or
 * style, so it runs under a policy that allows this origin's files only
 * (apiReferenceContentSecurityPolicy in src/server/edge/security-headers.ts, sent by next.config.ts).
 */

export const OPENAPI_PATH = '/api/openapi.json'
export const DOCS_PATH = '/api/docs'

/** Swagger UI's own files, read from the installed package (as `npm start` runs: from the project folder). */
const RENDERER_DIR = path.join(process.cwd(), 'node_modules', 'swagger-ui-dist')

/** Starts the renderer on the page's one element; nothing reaches outside this origin. */
const START_SCRIPT = `'use strict'
window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  // Swagger UI would otherwise ask validator.swagger.io about the document.
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  displayRequestDuration: true,
  filter: true,
  tryItOutEnabled: false,
})
`

/** The page's own touches: the brand's header, and room on a phone. */
const PAGE_STYLE = `body { margin: 0; background: #fff; }
.docs-header { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: baseline; justify-content: space-between;
  padding: 0.9rem 1.25rem; background: #1c1917; color: #fafaf9; font-family: system-ui, sans-serif; }
.docs-header h1 { margin: 0; font-size: 1.1rem; font-weight: 600; }
.docs-header a { color: #fdba74; font-size: 0.9rem; }
.swagger-ui .wrapper { padding: 0 1rem; }
.swagger-ui .filter .operation-filter-input { width: 100%; max-width: none; box-sizing: border-box; }
@media (max-width: 600px) {
  .swagger-ui .wrapper { padding: 0 0.5rem; }
  .swagger-ui .info { margin: 1.5rem 0; }
  .swagger-ui .info .title { font-size: 1.75rem; }
  .swagger-ui .opblock .opblock-summary { padding: 0.4rem; }
  .swagger-ui .opblock .opblock-summary-control { min-width: 0; }
  .swagger-ui .opblock .opblock-summary-method { min-width: 4.2rem; padding: 0.4rem 0; }
  .swagger-ui .opblock .opblock-summary-path-description-wrapper { flex-direction: column; align-items: flex-start; gap: 0.15rem; min-width: 0; padding: 0 0 0 0.6rem; }
  .swagger-ui .opblock .opblock-summary-path { max-width: 100%; padding: 0; font-size: 0.85rem; overflow-wrap: anywhere; }
  .swagger-ui .opblock .opblock-summary-description { font-size: 0.8rem; }
  .swagger-ui .opblock-tag { flex-wrap: wrap; padding: 0.5rem 0.25rem; }
  .swagger-ui .opblock-tag small { flex-basis: 100%; padding: 0.25rem 0 0; }
  .swagger-ui .opblock-description-wrapper, .swagger-ui .opblock-section-header, .swagger-ui .responses-inner { padding: 0.6rem; }
  .swagger-ui .response-col_links, .swagger-ui .responses-table .col_header.response-col_links { display: none; }
  .swagger-ui .responses-table td, .swagger-ui table.headers td, .swagger-ui table.headers th { padding: 0.3rem 0.3rem 0.3rem 0; }
  .swagger-ui table.responses-table, .swagger-ui table.headers { table-layout: fixed; width: 100%; }
  .swagger-ui .responses-table .response-col_status { width: 2.6rem; }
  .swagger-ui .responses-table .response-col_description { overflow: hidden; }
  .swagger-ui table.headers td { overflow-wrap: anywhere; }
  .swagger-ui .opblock-body pre.microlight, .swagger-ui .opblock-body .highlight-code > pre.microlight code { white-space: pre !important; word-break: normal; overflow-wrap: normal; }
  .swagger-ui .scheme-container { padding: 1rem 0; }
}
`

type Asset = { contentType: string; load: () => Promise<Buffer> }

const fromRenderer = (file: string) => () => readFile(path.join(RENDERER_DIR, file))
const text = (value: string) => () => Promise.resolve(Buffer.from(value))

/** The files the page loads: exactly these, by name (GET /api/docs/{asset}). */
export const DOCS_ASSETS = {
  'swagger-ui.css': { contentType: 'text/css; charset=utf-8', load: fromRenderer('swagger-ui.css') },
  'swagger-ui-bundle.js': { contentType: 'text/javascript; charset=utf-8', load: fromRenderer('swagger-ui-bundle.js') },
  'docs.css': { contentType: 'text/css; charset=utf-8', load: text(PAGE_STYLE) },
  'docs.js': { contentType: 'text/javascript; charset=utf-8', load: text(START_SCRIPT) },
} satisfies Record<string, Asset>

export type DocsAssetName = keyof typeof DOCS_ASSETS
export const DOCS_ASSET_NAMES = Object.keys(DOCS_ASSETS) as DocsAssetName[]

export const isDocsAsset = (name: string): name is DocsAssetName => Object.hasOwn(DOCS_ASSETS, name)

export type LoadedAsset = { body: Buffer; contentType: string; version: string }

const loaded = new Map<DocsAssetName, Promise<LoadedAsset>>()

/** An asset's bytes and version (a hash of them), read once per process. */
export function docsAsset(name: DocsAssetName): Promise<LoadedAsset> {
  let asset = loaded.get(name)
  if (!asset) {
    const { contentType, load } = DOCS_ASSETS[name]
    asset = load().then((body) => ({ body, contentType, version: createHash('sha256').update(body).digest('hex').slice(0, 16) }))
    asset.catch(() => loaded.delete(name))
    loaded.set(name, asset)
  }
  return asset
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The reference page; each asset's URL names its version, so it may be kept for a year. */
export async function docsPageHtml(): Promise<string> {
  const url = async (name: DocsAssetName) => escapeHtml(`${DOCS_PATH}/${name}?v=${(await docsAsset(name)).version}`)
  const title = `${BRAND.name} API reference`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${await url('swagger-ui.css')}">
<link rel="stylesheet" href="${await url('docs.css')}">
</head>
<body>
<header class="docs-header"><h1>${escapeHtml(title)}</h1><a href="${OPENAPI_PATH}">OpenAPI document (JSON)</a></header>
<main id="swagger-ui"><noscript><p>This reference needs JavaScript. The document itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p></noscript></main>
<script src="${await url('swagger-ui-bundle.js')}"></script>
<script src="${await url('docs.js')}"></script>
</body>
</html>
`
}
