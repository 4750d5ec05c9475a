'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Download, Filter, Plus } from 'lucide-react'
import { useRef } from 'react'
import { Controller } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog } from '@/components/ui/dialog'
import { Field, inputClasses } from '@/components/ui/field'
import { Pagination } from '@/components/ui/pagination'
import { PAGE_SIZES } from '@/lib/constants'
import { ARTIST_LINK_NETWORKS, type ArtistFormValues, artistFormLinks, artistFormSchema, artistFormToBody, type ArtistNetwork, storedLinks } from '@/schemas/artist'

import { apiRequest } from './api'
import { downloadCsv } from './csv'
import { FileUpload } from './file-upload'
import { EmptyList, FormActions, LoadFailed, NEW_RECORD_CLASSES, NewMark, RowActions, SearchAndFilter } from './form-parts'
import { PageHeader } from './page-header'
import type { Artist } from './types'
import { useApiForm } from './use-api-form'
import { useListScreen } from './use-list-screen'
import { useApiMutation } from './use-resource'

const LIST = '/api/artists'
const NETWORK_LABELS: Record<ArtistNetwork, string> = {
  spotify: 'Spotify',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'Twitter',
  soundcloud: 'SoundCloud',
}

function toForm(artist: Artist | null): ArtistFormValues {
  return {
    name: artist?.name ?? '',
    genre: artist?.genre ?? '',
    bio: artist?.bio ?? '',
    profilePhoto: artist?.profilePhoto ?? null,
    ...artistFormLinks(artist),
    status: artist?.status ?? 'active',
  }
}

function ArtistForm({ artist, onClose, onCreated }: { artist: Artist | null; onClose: () => void; onCreated: (record: unknown) => void }) {
  const { register, control, errors, pending, submit } = useApiForm<ArtistFormValues>({
    resolver: zodResolver(artistFormSchema),
    defaultValues: toForm(artist),
    save: (values) =>
      artist
        ? apiRequest('PATCH', `${LIST}/${artist.id}`, { id: artist.id, ...artistFormToBody(values, artist) })
        : apiRequest('POST', LIST, artistFormToBody(values)),
    invalidate: [LIST],
    messages: artist
      ? { success: { title: 'Artist updated', description: 'The artist has been updated successfully.' }, error: 'There was a problem saving the artist. Please try again.' }
      : { success: { title: 'Artist created', description: 'The new artist has been added successfully.' }, error: 'There was a problem saving the artist. Please try again.' },
    onSaved: (record) => {
      if (!artist) onCreated(record)
      onClose()
    },
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Name" error={errors.name?.message}>
        <input {...register('name')} className={inputClasses} />
      </Field>
      <Field label="Genre" error={errors.genre?.message}>
        <input {...register('genre')} className={inputClasses} />
      </Field>
      <Field label="Bio" error={errors.bio?.message}>
        <textarea {...register('bio')} rows={4} className={inputClasses} />
      </Field>
      <Controller
        control={control}
        name="profilePhoto"
        render={({ field }) => <FileUpload label="Profile Photo" value={field.value} onChange={field.onChange} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {ARTIST_LINK_NETWORKS.map((network) => (
          <Field key={network} label={`${NETWORK_LABELS[network]} URL`} error={errors[network]?.message}>
            <input {...register(network)} type="url" inputMode="url" placeholder="https://" className={inputClasses} />
          </Field>
        ))}
      </div>
      <Field label="Status">
        <select {...register('status')} className={inputClasses}>
          <option value="active">Active</option>
          <option value="archived">Archived</option>
        </select>
      </Field>
      <FormActions editing={Boolean(artist)} pending={pending} onCancel={onClose} />
    </form>
  )
}

function StatusBadge({ status }: { status: Artist['status'] }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-800'}`}>
      {status === 'active' ? 'Active' : 'Archived'}
    </span>
  )
}

function MediaLinks({ artist }: { artist: Artist }) {
  const media = storedLinks(artist.mediaLinks)
  const items = (['spotify', 'youtube'] as const).filter((key) => media[key])
  if (items.length === 0) return <span className="text-sm text-slate-600">No media links</span>
  return (
    <div className="flex gap-3">
      {items.map((key) => (
        <a key={key} href={media[key] ?? undefined} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-indigo-700 hover:underline">
          {key === 'spotify' ? 'Spotify' : 'YouTube'}
        </a>
      ))}
    </div>
  )
}

/** /admin/artists (SPEC §2). */
export function ArtistsScreen() {
  const { isLoading, isError, refetch, ...screen } = useListScreen<Artist, 'all' | 'active' | 'archived'>({
    url: LIST,
    noFilter: 'all',
    pageSize: PAGE_SIZES.adminArtists,
    matches: (artist, term, status) =>
      (status === 'all' || (status === 'active' ? artist.status === 'active' : artist.status !== 'active')) &&
      (!term || artist.name.toLowerCase().includes(term) || (artist.genre ?? '').toLowerCase().includes(term)),
  })
  const { search, setSearch, filter: status, setFilter: setStatus, page, setPage, shown: filtered, rows, editing, setEditing, deleting, setDeleting, created } = screen
  const statusRef = useRef<HTMLSelectElement>(null)

  const remove = useApiMutation((artist: Artist) => apiRequest('DELETE', `${LIST}/${artist.id}`), {
    invalidate: [LIST],
    messages: { success: { title: 'Artist deleted', description: 'The artist has been removed successfully.' }, error: 'There was a problem deleting the artist. Please try again.' },
    onSuccess: () => setDeleting(null),
  })

  return (
    <div className="space-y-6">
      <PageHeader title="Artists" subtitle="Manage artist profiles, media and information">
        <Button variant="outline" onClick={() => statusRef.current?.focus()}>
          <Filter className="h-4 w-4" aria-hidden="true" /> Filter
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            downloadCsv('artists.csv', ['Name', 'Genre', 'Status'], filtered.map((a) => [a.name, a.genre, a.status]))
          }
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Export
        </Button>
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add New Artist
        </Button>
      </PageHeader>

      <SearchAndFilter
        searchLabel="Search artists"
        placeholder="Search artists..."
        search={search}
        onSearch={setSearch}
        filter={{
          label: 'Status filter',
          value: status,
          selectRef: statusRef,
          options: [
            { value: 'all', label: 'All Status' },
            { value: 'active', label: 'Active' },
            { value: 'archived', label: 'Archived' },
          ],
          onChange: (value) => setStatus(value as typeof status),
        }}
      />

      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Artist</th>
              {/* On a phone the name, status and actions fit; media links wait for a wider screen. */}
              <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">Media Links</th>
              <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">Status</th>
              <th scope="col" className="px-4 py-3 font-semibold">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {isLoading ? (
              Array.from({ length: 5 }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  <td colSpan={4} className="px-4 py-3">
                    <div data-testid="skeleton-row" className="h-8 animate-pulse rounded bg-slate-100" />
                  </td>
                </tr>
              ))
            ) : isError ? (
              <tr>
                <td colSpan={4} className="p-3">
                  <LoadFailed what="artists" onRetry={() => refetch()} />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={4}>
                  <EmptyList plural="artists" search={search} filtered={screen.narrowed} empty="No artists found. Add a new artist to get started." />
                </td>
              </tr>
            ) : (
              rows.map((artist) => (
                <tr key={artist.id} data-record-id={artist.id} className={created.isNew(artist.id) ? NEW_RECORD_CLASSES : undefined}>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-800">
                        {artist.name.split(/\s+/).slice(0, 2).map((w) => w[0]).join('').toUpperCase()}
                      </span>
                      <div>
                        <p className="font-medium text-slate-900">
                          {artist.name}
                          <NewMark shown={created.isNew(artist.id)} />
                        </p>
                        <p className="text-slate-600">{artist.genre}</p>
                        <p className="mt-1 sm:hidden">
                          <StatusBadge status={artist.status} />
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className="hidden px-4 py-3 md:table-cell">
                    <MediaLinks artist={artist} />
                  </td>
                  <td className="hidden px-4 py-3 sm:table-cell">
                    <StatusBadge status={artist.status} />
                  </td>
                  <td className="px-4 py-3">
                    <RowActions name={artist.name} onEdit={() => setEditing(artist)} onDelete={() => setDeleting(artist)} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageSize={PAGE_SIZES.adminArtists} total={filtered.length} onPageChange={setPage} label="Artists pages" />

      <Dialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} title={editing ? 'Edit Artist' : 'Add New Artist'} wide>
        {editing !== undefined && <ArtistForm key={editing?.id ?? 'new'} artist={editing} onClose={() => setEditing(undefined)} onCreated={created.created} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={`Are you sure you want to delete the artist "${deleting?.name ?? ''}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  )
}
