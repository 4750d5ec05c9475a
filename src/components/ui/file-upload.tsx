'use client'

import { ImageIcon } from 'lucide-react'
import { useEffect, useId, useState } from 'react'

import { UPLOAD_LIMITS } from '@/lib/constants'
import { ACCEPTED_IMAGES, type ChosenImage, checkFile, type ImageValue, isChosenImage } from '@/lib/image-choice'
import { mediaUrl } from '@/lib/media'

import { inputClasses } from './field'

type Props = {
  label: string
  value: ImageValue | undefined
  onChange: (value: ImageValue) => void
  purpose?: ChosenImage['purpose']
  /** The form's error for this field (a refused upload). */
  error?: string
}

/**
 * An image field (profile photo, banner, sponsorship image;
 * docs/product.md#lists-dialogs-and-notifications): the chosen file is checked, shown by name and
 * preview, and kept in the form until it is saved (storeChosenImages); its alt text, which
 * describes it to those who cannot see it, is asked for but not required.
 */
export function FileUpload({ label, value, onChange, purpose = 'default', error: formError }: Props) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const error = problem ?? formError
  const chosen = isChosenImage(value) ? value : null
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    if (!chosen) return setPreview(null)
    const url = URL.createObjectURL(chosen.file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [chosen?.file]) // eslint-disable-line react-hooks/exhaustive-deps -- the preview follows the file, not its alt text

  function choose(file: File | undefined) {
    if (!file) return
    const refusal = checkFile(file, purpose)
    setProblem(refusal)
    if (!refusal) onChange({ file, alt: '', purpose })
  }

  const shown = chosen ? chosen.file.name : typeof value === 'string' && value ? value : null
  const image = chosen ? preview : typeof value === 'string' && value ? mediaUrl(value) : null
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {/* The chosen file is shown by name and preview beside a button of the site's own: the
          browser's control would say "No file chosen" next to a file that is there. */}
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-2">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small preview of an upload
          <img src={image} alt={`${label} preview`} className="h-14 w-14 shrink-0 rounded-md border border-slate-200 bg-white object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 bg-white text-slate-400"
          >
            <ImageIcon className="h-6 w-6" />
          </span>
        )}
        <p className="min-w-32 flex-1 truncate text-sm text-slate-800" data-testid="chosen-file">
          {shown ?? <span className="text-slate-600">No file yet</span>}
          {chosen && <span className="block text-xs text-slate-600">Stored when you save</span>}
        </p>
        <input
          id={id}
          type="file"
          accept={ACCEPTED_IMAGES[purpose]}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            choose(event.target.files?.[0])
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
          <button type="button" className="rounded-md px-2 py-1.5 text-sm text-red-700 underline" onClick={() => onChange(null)}>
            Remove file
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {UPLOAD_LIMITS[purpose].label}
      </p>
      {chosen && (
        <div className="space-y-1">
          <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-800">
            Alt text <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            id={`${id}-alt`}
            value={chosen.alt}
            maxLength={500}
            onChange={(event) => onChange({ ...chosen, alt: event.target.value })}
            aria-describedby={`${id}-alt-hint`}
            className={inputClasses}
          />
          <p id={`${id}-alt-hint`} className="text-xs text-slate-600">
            What the image shows, for people who cannot see it (read aloud by screen readers)
          </p>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
