'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Controller } from 'react-hook-form'

import { Field, inputClasses } from '@/components/ui/field'
import { PAGE_SIZES } from '@/lib/constants'
import { ARTIST_LINK_NETWORKS, type ArtistFormValues, artistFormLinks, artistFormSchema, artistFormToBody, type ArtistNetwork, storedLinks } from '@/schemas/artist'

import { FileUpload } from './file-upload'
import { FormActions } from './form-parts'
import { type FormProps, type ListConfig, ListScreen, useRecordForm } from './list-screen'
import type { Artist } from './types'

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

function ArtistForm(props: FormProps<Artist>) {
  const artist = props.record
  const { register, control, errors, pending, submit } = useRecordForm(props, {
    resolver: zodResolver(artistFormSchema),
    defaultValues: toForm(artist),
    toBody: (values: ArtistFormValues) => artistFormToBody(values, artist ?? undefined),
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
      <FormActions editing={Boolean(artist)} pending={pending} onCancel={props.onCancel} />
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

const config: ListConfig<Artist, 'all' | 'active' | 'archived'> = {
  url: '/api/artists',
  title: 'Artists',
  subtitle: 'Manage artist profiles, media and information',
  noun: 'artist',
  plural: 'artists',
  name: (artist) => artist.name,
  empty: 'No artists found. Add a new artist to get started.',
  search: {
    placeholder: 'Search artists...',
    matches: (artist, term) => artist.name.toLowerCase().includes(term) || (artist.genre ?? '').toLowerCase().includes(term),
  },
  filter: {
    label: 'Status filter',
    button: true,
    options: [
      { value: 'all', label: 'All Status' },
      { value: 'active', label: 'Active' },
      { value: 'archived', label: 'Archived' },
    ],
    matches: (artist, status) => (status === 'active' ? artist.status === 'active' : artist.status !== 'active'),
  },
  views: [
    {
      pageSize: PAGE_SIZES.adminArtists,
      table: [
        {
          label: 'Artist',
          cell: (artist) => (
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-800">
                {artist.name.split(/\s+/).slice(0, 2).map((w) => w[0]).join('').toUpperCase()}
              </span>
              <div>
                <p className="font-medium text-slate-900">{artist.name}</p>
                <p className="text-slate-600">{artist.genre}</p>
              </div>
            </div>
          ),
        },
        { label: 'Media Links', from: 'md', cell: (artist) => <MediaLinks artist={artist} /> },
        { label: 'Status', cell: (artist) => <StatusBadge status={artist.status} /> },
      ],
    },
  ],
  form: { component: ArtistForm, add: 'Add New Artist' },
  notices: {
    created: { title: 'Artist created', description: 'The new artist has been added successfully.' },
    updated: { title: 'Artist updated', description: 'The artist has been updated successfully.' },
    deleted: { title: 'Artist deleted', description: 'The artist has been removed successfully.' },
  },
  deleteQuestion: (artist) => `Are you sure you want to delete the artist "${artist.name}"? This action cannot be undone.`,
  csv: { filename: 'artists.csv', header: ['Name', 'Genre', 'Status'], row: (a) => [a.name, a.genre, a.status] },
}

/** /admin/artists (SPEC §2). */
export const ArtistsScreen = () => <ListScreen config={config} />
