'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, Images } from 'lucide-react'
import { useState } from 'react'

import { Dialog } from '@/components/ui/dialog'
import { Field, inputClasses } from '@/components/ui/field'
import { RemoveButton } from '@/components/ui/list-input'
import { DATE_DISPLAY, formatInZone } from '@/lib/calendar/dates'
import { eventDay } from '@/lib/calendar/staff-times'
import { DEFAULT_EVENT_TIMEZONE, PAGE_SIZES } from '@/lib/constants'
import { checkFile } from '@/lib/image-choice'
import { captionsOf, mediaUrl } from '@/lib/media'
import { counted } from '@/lib/numbers'
import { CAPTION_MAX } from '@/schemas/common'
import { type GalleryFormValues, galleryFormSchema, galleryFormToBody } from '@/schemas/gallery'

import { type FormField, FormFields, translatedFields } from './ui/fields-form'
import { FormActions } from './ui/form-parts'
import { type FormProps, type ListConfig, ListScreen, useRecordForm } from './ui/list-screen'
import { IconButton, Tooltip } from './ui/tooltip'
import type { Event, Gallery } from './ui/types'
import { uploadFile } from './ui/uploads'
import { useDebounced } from './ui/use-list-screen'
import { useCount } from './ui/use-resource'

const LIST = '/api/galleries'
const stringList = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])
const dateOnly = (iso: string | null | undefined) => (iso ? formatInZone(iso, 'UTC', 'yyyy-MM-dd') : '')

/** Each photo's caption that says something, by file name, for these photos only. */
function captionsFor(photos: string[], typed: Record<string, string>): Record<string, string> {
  return Object.fromEntries(photos.flatMap((photo) => (typed[photo]?.trim() ? [[photo, typed[photo].trim()]] : [])))
}

/**
 * Saves the gallery, then sets its photos to the kept ones, in the order given, plus the new
 * uploads, each with its caption (docs/product.md#gallery-screen).
 */
async function saveGallery(
  gallery: Gallery | null,
  values: GalleryFormValues,
  files: NewPhoto[],
  write: (body: object, id?: number) => Promise<{ id: number }>,
): Promise<{ id: number }> {
  const typed = { ...values.captions }
  const uploaded: string[] = []
  for (const { file, alt, caption } of files) {
    const { filename } = await uploadFile(file, 'default', alt)
    uploaded.push(filename)
    typed[filename] = caption
  }
  const saved = await write(galleryFormToBody(values))
  const photos = [...values.photos, ...uploaded]
  const captions = captionsFor(photos, typed)
  const stored = gallery ? stringList(gallery.photos) : []
  const photosChanged = photos.join('\n') !== stored.join('\n')
  const captionsChanged = JSON.stringify(captions) !== JSON.stringify(captionsFor(stored, captionsOf(gallery ?? {})))
  if (photosChanged || captionsChanged) await write({ photos, captions }, saved.id)
  return saved
}

const GALLERY_FIELDS: FormField[] = [
  { name: 'eventName', label: 'Event Name', kind: 'text', wide: true, translated: true },
  { name: 'eventDate', label: 'Event Date', kind: 'date' },
  { name: 'photographerCredit', label: 'Photographer Credit', kind: 'text' },
  { name: 'tags', label: 'Tags', kind: 'list', itemLabel: 'tag' },
]

/** A photo chosen in the form, stored with the gallery's save, and the alt text and caption typed for it. */
type NewPhoto = { file: File; alt: string; caption: string }

/** How many events the picker offers at once: the latest first, or those a search finds. */
const OFFERED_EVENTS = 50

/** An event as the picker offers it: its title and its day at its venue. */
const eventLabel = (event: Event) => `${event.title} (${eventDay(event)})`

/**
 * The events a gallery may be linked to: the latest first (a gallery is of a show that happened),
 * a page at a time from the server, narrowed by a search; the linked one is always offered.
 */
function useEventChoices(search: string, linkedId: string) {
  const total = useCount('/api/events', {})
  const offered = useQuery<Event[]>({ queryKey: ['/api/events', { search, sort: 'latest-first', limit: String(OFFERED_EVENTS) }] })
  const inOffer = (offered.data ?? []).some((event) => String(event.id) === linkedId)
  const linked = useQuery<Event>({ queryKey: [`/api/events/${linkedId}`], enabled: linkedId !== '' && offered.isSuccess && !inOffer })
  const events = [...(linked.data && !inOffer ? [linked.data] : []), ...(offered.data ?? [])]
  return { events, any: (total ?? 0) > 0, more: (total ?? 0) > OFFERED_EVENTS }
}

function GalleryForm(props: FormProps<Gallery>) {
  const gallery = props.record
  const [eventSearch, setEventSearch] = useState('')
  const sentSearch = useDebounced(eventSearch.trim())
  const [files, setFiles] = useState<NewPhoto[]>([])
  const [fileError, setFileError] = useState<string | null>(null)
  const form = useRecordForm(props, {
    resolver: zodResolver(galleryFormSchema),
    defaultValues: {
      eventId: gallery?.eventId ? String(gallery.eventId) : '',
      eventName: gallery?.eventName ?? '',
      eventDate: dateOnly(gallery?.eventDate),
      photographerCredit: gallery?.photographerCredit ?? '',
      tags: stringList(gallery?.tags),
      photos: stringList(gallery?.photos),
      captions: captionsOf(gallery ?? {}),
    },
    save: (values: GalleryFormValues, write) => saveGallery(gallery, values, files, write),
  })
  const { pending, submit, setValue, watch } = form
  const keptPhotos = watch('photos')
  // Kept whole, by file name (a file name's dots are not a path into the form's values).
  const captions = watch('captions')
  // A photo moved one place earlier (-1) or later (+1); the gallery shows them in this order.
  const move = (index: number, by: -1 | 1) => {
    const order = [...keptPhotos]
    ;[order[index], order[index + by]] = [order[index + by], order[index]]
    setValue('photos', order, { shouldDirty: true })
  }
  const { events, any: anyEvents, more: moreEvents } = useEventChoices(sentSearch, watch('eventId'))
  const eventPicker: FormField = {
    name: 'eventId',
    label: 'Event',
    kind: 'select',
    wide: true,
    options: [{ value: '', label: 'None (Custom Gallery)' }, ...events.map((event) => ({ value: String(event.id), label: eventLabel(event) }))],
    onChange: (change) => {
      const event = events.find((e) => String(e.id) === change.target.value)
      if (!event) return
      // Choosing an event fills in its name and date (yyyy-MM-dd).
      setValue('eventName', event.title, { shouldValidate: true })
      setValue('eventDate', formatInZone(event.date, event.timezone || DEFAULT_EVENT_TIMEZONE, 'yyyy-MM-dd'))
    },
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {anyEvents && (moreEvents || eventSearch !== '') && (
        <Field label="Find an event" className="sm:col-span-2" hint="By title, venue or location; the latest events are offered first">
          <input type="search" value={eventSearch} onChange={(change) => setEventSearch(change.target.value)} className={inputClasses} />
        </Field>
      )}
      <FormFields fields={[...(anyEvents ? [eventPicker] : []), ...GALLERY_FIELDS]} form={form} />
      {keptPhotos.length > 0 && (
        <div className="sm:col-span-2">
          <p className="text-sm font-medium text-slate-800">Current photos</p>
          <p className="text-xs text-slate-600">In the order the gallery shows them; each caption shows with its photo on the gallery page.</p>
          <ol className="mt-2 space-y-2">
            {keptPhotos.map((photo, index) => (
              <li key={photo} className="flex items-center gap-2">
                {/* eslint-disable-next-line @next/next/no-img-element -- admin thumbnail */}
                <img src={mediaUrl(photo)} alt="" className="h-14 w-14 shrink-0 rounded-md object-cover" />
                <input
                  value={captions[photo] ?? ''}
                  onChange={(event) => setValue('captions', { ...captions, [photo]: event.target.value }, { shouldDirty: true })}
                  aria-label={`Caption of photo ${index + 1}`}
                  placeholder="Caption"
                  maxLength={CAPTION_MAX}
                  className={`${inputClasses} min-w-0 flex-1`}
                />
                <IconButton label={`Move photo ${index + 1} earlier`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </IconButton>
                <IconButton label={`Move photo ${index + 1} later`} disabled={index === keptPhotos.length - 1} onClick={() => move(index, 1)}>
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </IconButton>
                <Tooltip label={`Remove photo ${index + 1}`}>
                  <RemoveButton
                    label={`Remove photo ${index + 1}`}
                    onClick={() =>
                      setValue(
                        'photos',
                        keptPhotos.filter((p) => p !== photo),
                        { shouldDirty: true },
                      )
                    }
                    className="p-1 hover:bg-slate-100"
                  />
                </Tooltip>
              </li>
            ))}
          </ol>
        </div>
      )}
      <Field label="Photos" hint="PNG, JPG or GIF up to 10MB each" error={fileError ?? undefined} className="sm:col-span-2">
        <input
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? [])
            const problems = chosen.map((file) => checkFile(file, 'default')).filter(Boolean)
            setFileError(problems[0] ?? null)
            setFiles(chosen.filter((file) => !checkFile(file, 'default')).map((file) => ({ file, alt: '', caption: '' })))
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2"
        />
      </Field>
      {files.length > 0 && (
        <div className="space-y-2 sm:col-span-2">
          <p className="text-sm text-slate-700">
            {counted(files.length, 'new photo')}: {files.map(({ file }) => file.name).join(', ')}
          </p>
          {files.map(({ file, alt, caption }, index) => (
            <div key={`${file.name}-${index}`} className="grid gap-2 sm:grid-cols-2">
              <Field label={`Alt text for ${file.name} (optional)`}>
                <input
                  value={alt}
                  maxLength={500}
                  onChange={(event) => setFiles(files.map((photo, at) => (at === index ? { ...photo, alt: event.target.value } : photo)))}
                  className={inputClasses}
                />
              </Field>
              <Field label={`Caption for ${file.name} (optional)`}>
                <input
                  value={caption}
                  maxLength={CAPTION_MAX}
                  onChange={(event) => setFiles(files.map((photo, at) => (at === index ? { ...photo, caption: event.target.value } : photo)))}
                  className={inputClasses}
                />
              </Field>
            </div>
          ))}
          <p className="text-xs text-slate-600">What each photo shows, for people who cannot see it (read aloud by screen readers)</p>
        </div>
      )}
      <FormActions editing={Boolean(gallery)} pending={pending} onCancel={props.onCancel} publication={form.publication} />
    </form>
  )
}

/** A gallery card's thumbnail: its first photo, left out when its upload is gone. */
function CardThumbnail({ photo }: { photo: string }) {
  const [missing, setMissing] = useState(false)
  if (missing) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- admin thumbnail of an upload
    <img
      src={mediaUrl(photo)}
      alt=""
      data-testid="gallery-thumbnail"
      onError={() => setMissing(true)}
      className="absolute inset-0 h-full w-full object-cover"
    />
  )
}

function PhotoViewer({ gallery, onClose }: { gallery: Gallery; onClose: () => void }) {
  const photos = stringList(gallery.photos)
  const captions = captionsOf(gallery)
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={gallery.eventName}
      description={gallery.photographerCredit ? `Photos by ${gallery.photographerCredit.replace(/^Photo:\s*/i, '')}` : undefined}
      wide
    >
      {photos.length === 0 ? (
        <p className="text-slate-600">No photos yet.</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={`${photo}-${index}`}>
              <figure>
                {/* eslint-disable-next-line @next/next/no-img-element -- admin preview of an upload */}
                <img
                  src={mediaUrl(photo)}
                  alt={`${gallery.eventName}, ${index + 1} of ${photos.length}`}
                  className="aspect-square w-full rounded-md object-cover"
                />
                <figcaption className="mt-1 text-xs text-slate-700">
                  Photo {index + 1}: {captions[photo] ?? photo}
                </figcaption>
              </figure>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  )
}

/** /admin/gallery (docs/product.md#gallery-screen). */
export function GalleryScreen() {
  const [viewing, setViewing] = useState<Gallery | null>(null)
  const config: ListConfig<Gallery> = {
    url: LIST,
    translations: translatedFields(GALLERY_FIELDS),
    words: {
      title: 'Event Gallery',
      subtitle: 'Photos from our shows',
      noun: 'gallery',
      plural: 'galleries',
      empty: 'No galleries found. Upload a new gallery to get started.',
      search: 'Search by event name or tag...',
    },
    search: ['eventName', 'tags'],
    server: {},
    views: [
      {
        pageSize: PAGE_SIZES.adminGallery,
        className: 'grid gap-4 md:grid-cols-2 xl:grid-cols-3',
        skeleton: 'h-44',
        cards: (gallery, list) => {
          const photos = stringList(gallery.photos)
          const tags = stringList(gallery.tags)
          return (
            <article>
              <button
                type="button"
                onClick={() => setViewing(gallery)}
                aria-label={`View ${counted(photos.length, 'photo')} of ${gallery.eventName}`}
                className="group relative flex h-28 w-full flex-col items-center justify-center overflow-hidden bg-slate-800 text-white"
              >
                {/* The first photo, under the count: the gallery at a glance. */}
                {photos[0] && <CardThumbnail key={photos[0]} photo={photos[0]} />}
                <span className="relative flex flex-col items-center rounded-md bg-slate-900/70 px-3 py-1 group-hover:bg-slate-900/85">
                  <Images className="h-6 w-6" aria-hidden="true" />
                  <span className="mt-1 text-sm font-semibold">{counted(photos.length, 'photo')}</span>
                </span>
              </button>
              <div className="space-y-1 p-4">
                {list.heading(gallery)}
                <p className="text-sm text-slate-600">{gallery.eventDate ? formatInZone(gallery.eventDate, 'UTC', DATE_DISPLAY) : 'No date'}</p>
                {tags.length > 0 && <p className="text-xs text-slate-600">{tags.map((t) => `#${t}`).join(' ')}</p>}
                <div className="flex justify-end pt-1">{list.actions(gallery)}</div>
              </div>
            </article>
          )
        },
      },
    ],
    form: { component: GalleryForm, add: 'Upload New Gallery' },
    deleteQuestion: (gallery) => `Are you sure you want to delete the gallery for "${gallery.eventName}"? This will permanently delete all associated photos.`,
    children: viewing && <PhotoViewer gallery={viewing} onClose={() => setViewing(null)} />,
  }
  return <ListScreen config={config} />
}
