'use client'

import { ImageIcon } from 'lucide-react'
import { useId, useState } from 'react'

import { mediaUrl } from '@/lib/media'
import { UPLOAD_LIMITS } from '@/lib/constants'

type Purpose = keyof typeof UPLOAD_LIMITS
type Uploaded = { filename: string }

const ACCEPT: Record<Purpose, string> = {
  default: 'image/png,image/jpeg,image/gif,image/webp',
  sponsorship: 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml',
}

/** Uploads one file to POST /api/media with progress; resolves with the stored file name. */
export function uploadFile(file: File, purpose: Purpose, onProgress: (percent: number) => void): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', purpose === 'sponsorship' ? '/api/media?for=sponsorship' : '/api/media')
    request.withCredentials = true
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100))
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as Uploaded)
      else {
        let message = request.statusText
        try {
          message = (JSON.parse(request.responseText) as { message?: string }).message ?? message
        } catch {
          // keep the status text
        }
        reject(new Error(message || `Upload failed (${request.status})`))
      }
    }
    request.onerror = () => reject(new Error('Upload failed: the server could not be reached.'))
    const form = new FormData()
    form.set('file', file)
    request.send(form)
  })
}

/** The spec's hints, enforced before upload too (the server checks again). */
export function checkFile(file: File, purpose: Purpose): string | null {
  const accepted = ACCEPT[purpose].split(',')
  if (!accepted.includes(file.type)) return `${file.name}: unsupported file type (${UPLOAD_LIMITS[purpose].label}).`
  if (file.size > UPLOAD_LIMITS[purpose].maxBytes) return `${file.name}: file is too large (${UPLOAD_LIMITS[purpose].label}).`
  return null
}

type Props = {
  label: string
  value: string | null | undefined
  onChange: (filename: string | null) => void
  purpose?: Purpose
}

/** A file chooser that really uploads (SPEC §2 profile photo, banner, sponsorship image). */
export function FileUpload({ label, value, onChange, purpose = 'default' }: Props) {
  const id = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)

  async function choose(file: File | undefined) {
    if (!file) return
    setError(null)
    const problem = checkFile(file, purpose)
    if (problem) {
      setError(problem)
      return
    }
    setChosen(file.name)
    setProgress(0)
    try {
      const uploaded = await uploadFile(file, purpose, setProgress)
      onChange(uploaded.filename)
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Upload failed.')
      setChosen(null)
    } finally {
      setProgress(null)
    }
  }

  const shown = chosen ?? value
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {/* The chosen file is shown by name and preview beside a button of the site's own: the
          browser's control would say "No file chosen" next to a file that is there. */}
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-2">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small preview of an upload
          <img src={mediaUrl(value)} alt={`${label} preview`} className="h-14 w-14 shrink-0 rounded-md border border-slate-200 bg-white object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 bg-white text-slate-400">
            <ImageIcon className="h-6 w-6" />
          </span>
        )}
        <p className="min-w-0 flex-1 truncate text-sm text-slate-800" data-testid="chosen-file">
          {shown ?? <span className="text-slate-600">No file yet</span>}
        </p>
        <input
          id={id}
          type="file"
          accept={ACCEPT[purpose]}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            void choose(event.target.files?.[0])
            event.target.value = ''
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-600"
        >
          {value ? 'Replace file' : 'Choose file'}
        </label>
        {value && (
          <button
            type="button"
            className="rounded-md px-2 py-1.5 text-sm text-red-700 underline"
            onClick={() => {
              setChosen(null)
              onChange(null)
            }}
          >
            Remove file
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {UPLOAD_LIMITS[purpose].label}
      </p>
      {progress !== null && (
        <progress max={100} value={progress} aria-label={`Uploading ${chosen ?? 'file'}`} className="h-2 w-full">
          {progress}%
        </progress>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
