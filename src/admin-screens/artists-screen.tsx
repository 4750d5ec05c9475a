'use client'

import { zodResolver } from '@hookform/resolvers/zod'

import { PAGE_SIZES } from '@/lib/constants'
import {
  ARTIST_LINK_NETWORKS,
  type ArtistFormValues,
  artistFormLinks,
  artistFormSchema,
  artistFormToBody,
  type ArtistNetwork,
  storedLinks,
} from '@/schemas/artist'

import { choices, type FormField, translatedFields } from './ui/fields-form'
import { type Column, FieldsForm, type FormProps, type ListConfig, ListScreen, spelledOutNotices } from './ui/list-screen'
import { StatusPill } from './ui/pill'
import type { Artist } from './ui/types'

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

const ARTIST_FIELDS: FormField[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'genre', label: 'Genre', kind: 'text', translated: true },
  { name: 'bio', label: 'Bio', kind: 'textarea', rows: 4, translated: true },
  { name: 'profilePhoto', label: 'Profile Photo', kind: 'image' },
  ...ARTIST_LINK_NETWORKS.map((network): FormField => ({ name: network, label: `${NETWORK_LABELS[network]} URL`, kind: 'url' })),
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: choices({ active: 'Active', archived: 'Archived' }),
  },
]

function ArtistForm(props: FormProps<Artist>) {
  return (
    <FieldsForm
      {...props}
      fields={ARTIST_FIELDS}
      resolver={zodResolver(artistFormSchema)}
      defaultValues={toForm(props.record)}
      toBody={(values: ArtistFormValues) => artistFormToBody(values, props.record)}
    />
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

const columns: Column<Artist>[] = [
  {
    label: 'Artist',
    cell: (artist) => (
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-800">
          {artist.name
            .split(/\s+/)
            .slice(0, 2)
            .map((w) => w[0])
            .join('')
            .toUpperCase()}
        </span>
        <div>
          <p className="font-medium text-slate-900">{artist.name}</p>
          <p className="text-slate-600">{artist.genre}</p>
        </div>
      </div>
    ),
  },
  { label: 'Media Links', from: 'md', cell: (artist) => <MediaLinks artist={artist} /> },
  { label: 'Status', cell: (artist) => <StatusPill status={artist.status} /> },
]

const config: ListConfig<Artist, 'all' | 'active' | 'archived'> = {
  url: '/api/artists',
  translations: translatedFields(ARTIST_FIELDS),
  words: { title: 'Artists', subtitle: 'Manage artist profiles, media and information', noun: 'artist' },
  search: ['name', 'genre'],
  server: {},
  filter: { field: 'status', options: choices({ all: 'All Status', active: 'Active', archived: 'Archived' }), button: true },
  views: [{ pageSize: PAGE_SIZES.adminArtists, table: columns }],
  form: { component: ArtistForm, add: 'Add New Artist' },
  notices: spelledOutNotices('artist'),
  deleteQuestion: (artist) => `Are you sure you want to delete the artist "${artist.name}"? This action cannot be undone.`,
  csv: { filename: 'artists.csv', header: ['Name', 'Genre', 'Status'], row: (a) => [a.name, a.genre, a.status] },
}

/** /admin/artists (docs/product.md#artists-screen). */
export const ArtistsScreen = () => <ListScreen config={config} />
