'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowDown, ArrowUp, CalendarClock, Download, Filter, History, type LucideIcon, Plus } from 'lucide-react'
import { useRef, useState } from 'react'
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form'

import { type FormLanguage, LanguageSwitch, type TranslatedField, TranslationForm } from '@/admin-screens/translation-form'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog } from '@/components/ui/dialog'
import { inputClasses } from '@/components/ui/field'
import { Pagination } from '@/components/ui/pagination'
import { HistoryDialog } from '@/features/publishing/admin/history-dialog'
import { describeScheduled, ScheduleDialog } from '@/features/publishing/admin/schedule-dialog'
import { hasDrafts, PUBLICATION_LABELS, PUBLICATION_STATES, previewLinkOf, type WithPublication } from '@/features/publishing/states'
import { apiRequest } from '@/lib/api-client'
import { downloadCsv } from '@/lib/csv'
import { formatNumber } from '@/lib/numbers'

import { type DataColumn, type DataLayout, DataTable } from './data-table'
import { fieldsSchema, fieldsToBody, fieldsToForm, type FormField, FormFields } from './fields-form'
import { FormActions, NEW_RECORD_CLASSES, NewMark, type PublicationControls, PublicationBadge, RowActions } from './form-parts'
import { PageHeader } from './page-header'
import { Pill } from './pill'
import { useViewerZone } from './time-zones'
import { IconButton } from './tooltip'
import { storeChosenImages } from './uploads'
import { useApiForm } from './use-api-form'
import { type PublicationFilter, type ServerList, useListScreen } from './use-list-screen'
import { type Messages, useApiMutation } from './use-resource'

/**
 * The one list screen of the back office (docs/architecture.md, "One list screen, forms described
 * by their fields"): a config per resource says what differs (columns or a card, search, filter, order, page size, a form, row
 * extras, CSV); the screen owns the rest: the list state, header, search and filter, loading,
 * error, empty and rows, paging, the new-record mark, the phone layout, the form dialog and the
 * delete confirmation, with notices derived from the noun where the spec gives none.
 */

type WithId = { id: number }
type Notice = { title: string; description?: string }

export type ListNotices = {
  created: Notice
  updated: Notice
  deleted: Notice
  /** A record with drafts saved as a draft, or taken from visitors. */
  drafted: Notice
  unpublished: Notice
  createError: string
  updateError: string
  deleteError: string
}

/** What a cell, card or form can do with the list: its own actions, changes, and the new-record mark. */
export type ListControls<T> = {
  /** The row's buttons: moves, the config's extras, edit and delete. */
  actions: (item: T) => React.ReactNode
  /** Saves a change to one record (a switch, a role, read or unread) with that change's notices. */
  update: (item: T, body: object, messages: Messages, onDone?: () => void) => void
  updating: boolean
  remove: (item: T) => void
  isNew: (item: T) => boolean
  /** A card's heading: the record's name (or `text`), marked "New" when just created. */
  heading: (item: T, text?: string) => React.ReactNode
  /** The records the screen shows now (a list the server pages: the page's). */
  rows: T[]
}

/** A column of a list screen's table; its cells may use the list's controls. */
export type Column<T> = Pick<DataColumn<T>, 'label' | 'from'> & { cell: (item: T, list: ListControls<T>) => React.ReactNode }

type Layout<T> =
  | { table: Column<T>[] }
  | {
      cards: (item: T, list: ListControls<T>) => React.ReactNode
      className: string
      skeleton: string
      /** Rows of one box, not cards of their own. */ plain?: boolean
    }

/** One way of showing the list; a screen with two (events: grid and list) offers a switch. */
export type ListView<T> = Layout<T> & { pageSize: number; name?: string; icon?: LucideIcon }

/** What the screen hands its form: the record (null: a new one), its save, and the way out. */
export type FormProps<T> = {
  record: T | null
  url: string
  /** The resource keeps drafts: the form offers Save draft and Unpublish. */
  drafts: boolean
  notices: ListNotices
  onSaved: (result: unknown) => void
  onCancel: () => void
  /** The record's name, as the list names it (Unpublish asks about it by name). */
  recordName?: string
}

export type ListConfig<T extends WithId, F extends string = string> = {
  url: string
  /**
   * The words of the list: its title and subtitle; the record, singular as in a sentence ("sponsorship
   * package": notices and labels are made from it) and plural ("Error loading …", "No … match"; the noun
   * and an s unless given); an empty list's words ("No artists found. Add a new artist to get started." unless given).
   */
  words: { title: string; subtitle?: string | ((items: T[]) => string); noun: string; plural?: string; empty?: string; search?: string }
  /** The fields the search box looks in (text, or lists of text such as tags); its placeholder is "Search {plural}..." unless `words.search` says otherwise. */
  search?: (keyof T & string)[]
  /** The record's name in labels and questions: one of its fields, or made from it (the first search field when not given). */
  name?: (keyof T & string) | ((item: T) => string)
  views: [ListView<T>, ...ListView<T>[]]
  /**
   * The first option filters nothing; the others keep the records whose `field` has that value. With
   * `matches` instead, every option (the first too) keeps what `matches` passes. `button`: a Filter
   * button in the header that goes to it (docs/product.md#artists-screen).
   */
  filter?: { options: { value: F; label: string }[]; field?: keyof T & string; matches?: (item: T, value: F) => boolean; label?: string; button?: boolean }
  order?: (a: T, b: T) => number
  /**
   * The server searches, filters, orders and pages the list (docs/api.md#staff-lists-search-filters-and-order):
   * only the page shown is read. The search fields and `order` then say what the API does.
   */
  server?: ServerList<F>
  /** The screen's form for adding (and, unless `editable` is false, editing) a record. */
  form?: { component: React.ComponentType<FormProps<T>>; add: string; edit?: string; editable?: boolean; wide?: boolean }
  notices?: Partial<ListNotices>
  deleteQuestion: (item: T) => string
  canDelete?: (item: T) => boolean
  onDeleted?: (item: T) => void
  /** Up and down buttons (POST {url}/{id}/move), offered while the whole list shows. */
  move?: { error: string }
  extraActions?: (item: T) => React.ReactNode
  /** More buttons in the header, before Export and Add. */
  headerActions?: React.ReactNode
  csv?: { filename: string; header: string[]; row: (item: T) => (string | number | null | undefined)[] }
  /** Inside another screen (a settings tab): no page title, the add button alone. */
  embedded?: boolean
  /**
   * The record's texts visitors read in English and Nepali (its collection's `localized` fields,
   * docs/product.md#nepali-site): the edit form gets an English | नेपाली switch, and rows missing
   * Nepali a badge.
   */
  translations?: TranslatedField[]
  /** More of the screen (its own dialogs). */
  children?: React.ReactNode | ((list: ListControls<T>) => React.ReactNode)
}

/**
 * An empty list's words: what a search or filter found nothing for ("No artists match 'zz'"),
 * else the list's own empty words.
 */
function emptyWords(plural: string, search: string, filtered: boolean, empty: string): string {
  const term = search.trim()
  return term ? `No ${plural} match '${term}'` : filtered ? `No ${plural} match the filter` : empty
}

/** Whether any of the fields (text, or a list of text) holds the search term (trimmed, lower case). */
function matchesSearch<T>(item: T, fields: (keyof T)[], term: string): boolean {
  return fields.some((field) => [item[field]].flat().some((value) => typeof value === 'string' && value.toLowerCase().includes(term)))
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function noticesFor(noun: string, given: Partial<ListNotices> = {}): ListNotices {
  const Noun = capitalised(noun)
  const saveError = `There was a problem saving the ${noun}. Please try again.`
  return {
    created: { title: `${Noun} created` },
    updated: { title: `${Noun} updated` },
    deleted: { title: `${Noun} deleted` },
    drafted: { title: 'Draft saved', description: `Visitors do not see it until the ${noun} is published.` },
    unpublished: { title: `${Noun} unpublished`, description: 'Visitors no longer see it.' },
    createError: saveError,
    updateError: saveError,
    deleteError: `There was a problem deleting the ${noun}. Please try again.`,
    ...given,
  }
}

/** Notices that say what happened in a whole sentence ("The new artist has been added successfully."). */
export function spelledOutNotices(noun: string): Partial<ListNotices> {
  const Noun = capitalised(noun)
  return {
    created: { title: `${Noun} created`, description: `The new ${noun} has been added successfully.` },
    updated: { title: `${Noun} updated`, description: `The ${noun} has been updated successfully.` },
    deleted: { title: `${Noun} deleted`, description: `The ${noun} has been removed successfully.` },
  }
}

/** What a save of a record with drafts does: publish (Save, Update, Publish), keep a draft, or take it from visitors. */
type SaveMode = 'publish' | 'draft' | 'unpublish'

/**
 * A form on a list screen: react-hook-form with the form's rules, saved as a POST of a new record
 * or a PATCH of this one (or by the form's own `save`), with the screen's notices. For a record with
 * drafts, `publication` holds the other ways to save: as a draft (`?draft=true`), or as a draft
 * taken from visitors (then `POST {id}/unpublish`).
 */
export function useRecordForm<T extends WithId, V extends FieldValues>(
  { record, url, drafts, notices, onSaved, recordName }: FormProps<T>,
  options: {
    resolver: Resolver<V>
    defaultValues: DefaultValues<V>
    toBody?: (values: V) => object
    /** A save of the form's own (several requests), each write made with `write`: a POST, or a PATCH of record `id`. */
    save?: (values: V, write: (body: object, id?: number) => Promise<{ id: number }>) => Promise<unknown>
  },
) {
  const toBody = options.toBody ?? ((values: V) => values)
  // Set by the button pressed, before the form is checked and sent.
  const mode = useRef<SaveMode>('publish')
  const [pendingMode, setPendingMode] = useState<SaveMode>('publish')
  const write = (body: object, id = record?.id) => {
    const draft = drafts && mode.current !== 'publish' ? '?draft=true' : ''
    return id ? apiRequest<{ id: number }>('PATCH', `${url}/${id}${draft}`, { id, ...body }) : apiRequest<{ id: number }>('POST', `${url}${draft}`, body)
  }
  const form = useApiForm<V>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
    save: async (chosen) => {
      setPendingMode(mode.current)
      // Files chosen in the form are stored now, not when they were chosen.
      const saved = options.save ? await options.save(chosen, write) : await write(toBody(await storeChosenImages(chosen)))
      return record && mode.current === 'unpublish' ? apiRequest('POST', `${url}/${record.id}/unpublish`) : saved
    },
    invalidate: [url],
    messages: () => {
      if (mode.current === 'draft') return { success: notices.drafted, error: record ? notices.updateError : notices.createError }
      if (mode.current === 'unpublish') return { success: notices.unpublished, error: notices.updateError }
      return record ? { success: notices.updated, error: notices.updateError } : { success: notices.created, error: notices.createError }
    },
    onSaved,
  })
  const saveAs = (chosen: SaveMode) => () => {
    mode.current = chosen
    if (chosen !== 'publish') void form.submit()
  }
  const state = (record as WithPublication | null)?._state
  const publication: PublicationControls | undefined = drafts
    ? {
        state,
        pending: form.pending ? pendingMode : null,
        onPublish: saveAs('publish'),
        onSaveDraft: saveAs('draft'),
        onUnpublish: saveAs('unpublish'),
        name: recordName,
        preview: record ? previewLinkOf(url.replace(/^\/api\//, ''), record as WithId & Record<string, unknown>) : undefined,
      }
    : undefined
  return { ...form, publication }
}

type FieldsFormOptions<V extends FieldValues> = {
  fields: FormField[]
  /** The form's own rules and mapping; without them, those the fields imply. */
  resolver?: Resolver<V>
  defaultValues?: DefaultValues<V>
  toBody?: (values: V) => object
  saveLabel?: string
}

/** A list screen's form described by its fields (src/admin-screens/ui/fields-form.tsx), saved as the list screen saves. */
export function FieldsForm<T extends WithId, V extends FieldValues = FieldValues>({
  fields,
  resolver,
  defaultValues,
  toBody,
  saveLabel,
  ...props
}: FormProps<T> & FieldsFormOptions<V>) {
  const row = props.record as Record<string, unknown> | null
  const form = useRecordForm<T, V>(props, {
    resolver: resolver ?? (zodResolver(fieldsSchema(fields)) as unknown as Resolver<V>),
    defaultValues: defaultValues ?? (fieldsToForm(fields, row) as DefaultValues<V>),
    toBody: toBody ?? ((values) => fieldsToBody(fields, values)),
  })
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormFields fields={fields} form={form} stored={row} />
      <FormActions editing={Boolean(row)} pending={form.pending} onCancel={props.onCancel} saveLabel={saveLabel} publication={form.publication} />
    </form>
  )
}

const LATEST_DRAFTS = { draft: 'true' }

/** Where a record of a list of drafts stands (read with `?draft=true`), and its next scheduled change. */
function PublicationMark({ item, className = '' }: { item: WithId; className?: string }) {
  const { _state: state, _schedule: schedule = [], _untranslated: untranslated = [] } = item as WithPublication & { _untranslated?: string[] }
  const zone = useViewerZone()
  if (!state) return null
  return (
    <span className={`inline-flex flex-wrap items-center gap-1 ${className}`}>
      <PublicationBadge state={state} />
      {untranslated.length > 0 && (
        <Pill shape="mark" tone="untranslated" data-testid="untranslated" title={`No Nepali yet: ${untranslated.join(', ')}`}>
          Nepali missing
        </Pill>
      )}
      {schedule.length > 0 && (
        <Pill shape="mark" tone="scheduled" data-testid="scheduled">
          Scheduled: {zone && describeScheduled(schedule[0], zone)}
          {schedule.length > 1 && ` (+${schedule.length - 1} more)`}
        </Pill>
      )}
    </span>
  )
}

export function ListScreen<T extends WithId, F extends string = string>({ config }: { config: ListConfig<T, F> }) {
  const { url, filter, form, move } = config
  const { noun, plural = `${noun}s`, empty = `No ${plural} found. Add a new ${noun} to get started.` } = config.words
  const naming = config.name ?? config.search?.[0] ?? 'id'
  const name = (item: T) => (typeof naming === 'function' ? naming(item) : String(item[naming as keyof T]))
  const filterMatches = filter?.matches ?? ((item: T, value: F) => item[filter!.field as keyof T] === value)
  const notices = noticesFor(noun, config.notices)
  const [viewIndex, setViewIndex] = useState(0)
  const view = config.views[viewIndex] ?? config.views[0]
  const noFilter = filter?.options[0]?.value ?? ('all' as F)
  const drafts = hasDrafts(url.replace(/^\/api\//, ''))
  const { isLoading, isError, refetch, ...screen } = useListScreen<T, F>({
    url,
    // Staff edit the latest draft of each record, and see where it stands.
    parameters: drafts ? LATEST_DRAFTS : undefined,
    noFilter,
    pageSize: view.pageSize,
    order: config.order,
    server: config.server ? { ...config.server, filterField: filter?.field } : undefined,
    matches: (item, term, value) =>
      (!term || !config.search || matchesSearch(item, config.search, term)) &&
      (!filter || (value === noFilter && !filter.matches) || filterMatches(item, value)),
  })
  const { shown, rows, editing, setEditing, deleting, setDeleting, created } = screen
  const [exporting, setExporting] = useState(false)
  const filterRef = useRef<HTMLSelectElement>(null)
  const [historyOf, setHistoryOf] = useState<T | null>(null)
  // The language of the texts the edit form shows; English each time a form opens.
  const [language, setLanguage] = useState<FormLanguage>('en')
  const [nepaliOpened, setNepaliOpened] = useState(false)
  const [formOf, setFormOf] = useState(editing)
  if (formOf !== editing) {
    setFormOf(editing)
    setLanguage('en')
    setNepaliOpened(false)
  }
  const chooseLanguage = (chosen: FormLanguage) => {
    setLanguage(chosen)
    if (chosen === 'ne') setNepaliOpened(true)
  }
  const [scheduling, setScheduling] = useState<T | null>(null)

  const remove = useApiMutation((item: T) => apiRequest('DELETE', `${url}/${item.id}`), {
    invalidate: [url],
    messages: { success: notices.deleted, error: notices.deleteError },
    onSuccess: (_, item) => {
      setDeleting(null)
      config.onDeleted?.(item)
    },
  })
  // A switch in a row changes the record as it stands: a published one stays published, a draft
  // (or the draft of changes to a published one) stays a draft.
  const update = useApiMutation(
    ({ item, body }: { item: T; body: object; messages: Messages }) =>
      apiRequest('PATCH', `${url}/${item.id}${drafts && (item as WithPublication)._state !== 'published' ? '?draft=true' : ''}`, body),
    {
      invalidate: [url],
      messages: ({ messages }) => messages,
    },
  )
  const reorder = useApiMutation(({ item, direction }: { item: T; direction: 'up' | 'down' }) => apiRequest('POST', `${url}/${item.id}/move`, { direction }), {
    invalidate: [url],
    messages: { error: move?.error ?? '' },
  })
  // Moving swaps neighbours in the whole list, so it is offered only while the whole list shows.
  const canMove = move && !screen.narrowed && !Number.isFinite(view.pageSize)

  const list: ListControls<T> = {
    actions: (item) => {
      const index = shown.indexOf(item)
      return (
        <div className="flex flex-wrap gap-1 sm:flex-nowrap">
          {canMove && (
            <>
              <IconButton label={`Move ${name(item)} up`} disabled={index === 0 || reorder.isPending} onClick={() => reorder.mutate({ item, direction: 'up' })}>
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
              </IconButton>
              <IconButton
                label={`Move ${name(item)} down`}
                disabled={index === shown.length - 1 || reorder.isPending}
                onClick={() => reorder.mutate({ item, direction: 'down' })}
              >
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
              </IconButton>
            </>
          )}
          {config.extraActions?.(item)}
          {drafts && (
            <>
              <IconButton label={`Schedule ${name(item)}`} onClick={() => setScheduling(item)}>
                <CalendarClock className="h-4 w-4" aria-hidden="true" />
              </IconButton>
              <IconButton label={`History of ${name(item)}`} onClick={() => setHistoryOf(item)}>
                <History className="h-4 w-4" aria-hidden="true" />
              </IconButton>
            </>
          )}
          <RowActions
            name={name(item)}
            onEdit={form && form.editable !== false ? () => setEditing(item) : undefined}
            onDelete={() => setDeleting(item)}
            deleteDisabled={config.canDelete ? !config.canDelete(item) : false}
          />
        </div>
      )
    },
    update: (item, body, messages, onDone) => update.mutate({ item, body, messages }, { onSuccess: onDone }),
    updating: update.isPending,
    remove: (item) => setDeleting(item),
    isNew: (item) => created.isNew(item.id),
    rows,
    // Where a record of a list of drafts stands, beside its heading (the heading is its name alone).
    heading: (item, text) => (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h2 className="font-semibold text-slate-900">
          {text ?? name(item)}
          <NewMark shown={created.isNew(item.id)} />
        </h2>
        {drafts && <PublicationMark item={item} />}
      </div>
    ),
  }

  const header = (
    <>
      {config.headerActions}
      {filter?.button && (
        <Button variant="outline" onClick={() => filterRef.current?.focus()}>
          <Filter className="h-4 w-4" aria-hidden="true" /> Filter
        </Button>
      )}
      {config.csv && (
        <Button
          variant="outline"
          disabled={exporting}
          onClick={() => {
            // A list the server pages is read whole (searched and filtered) for its export.
            setExporting(true)
            screen
              .everything()
              .then((items) => downloadCsv(config.csv!.filename, config.csv!.header, items.map(config.csv!.row)))
              .finally(() => setExporting(false))
          }}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Export
        </Button>
      )}
      {form && (
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> {form.add}
        </Button>
      )}
    </>
  )

  const layout: DataLayout<T> =
    'table' in view
      ? {
          columns: [
            ...view.table.map(({ cell, ...column }, index) => ({
              ...column,
              cell: (item: T) => (
                <>
                  {cell(item, list)}
                  {/* Where a record of a list of drafts stands, under its name: the screen's own columns stay as they are. */}
                  {index === 0 && drafts && <PublicationMark item={item} className="mt-1 flex" />}
                  {index === 0 && <NewMark shown={list.isNew(item)} />}
                </>
              ),
            })),
            { label: 'Actions', unlabelled: true, className: 'block', cell: list.actions },
          ],
        }
      : {
          cards: {
            card: (item) => view.cards(item, list),
            className: view.className,
            skeleton: view.skeleton,
            plain: view.plain,
            label: capitalised(plural),
          },
        }
  const body = (
    <DataTable
      {...layout}
      rows={rows}
      loading={isLoading}
      failed={isError}
      busy={screen.busy}
      onRetry={() => refetch()}
      what={plural}
      empty={emptyWords(plural, screen.search, screen.narrowed, empty)}
      idAttribute="data-record-id"
      highlight={(item) => (list.isNew(item) ? NEW_RECORD_CLASSES : '')}
    />
  )

  const editingTitle = editing ? (form?.edit ?? `Edit ${capitalised(noun)}`) : form?.add
  const subtitle = typeof config.words.subtitle === 'function' ? config.words.subtitle(screen.data ?? []) : config.words.subtitle
  return (
    <div className="space-y-6">
      {config.embedded ? (
        <div className="flex justify-end gap-2">{header}</div>
      ) : (
        <PageHeader title={config.words.title} subtitle={subtitle}>
          {header}
        </PageHeader>
      )}
      {(config.search || filter || drafts || config.views.length > 1) && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {config.search && (
            <input
              type="search"
              aria-label={`Search ${plural}`}
              placeholder={config.words.search ?? `Search ${plural}...`}
              value={screen.search}
              onChange={(event) => screen.setSearch(event.target.value)}
              className={`${inputClasses} sm:max-w-xs`}
            />
          )}
          {filter && (
            <select
              ref={filterRef}
              aria-label={filter.label ?? `${capitalised(filter.field ?? '')} filter`}
              value={screen.filter}
              onChange={(event) => screen.setFilter(event.target.value as F)}
              className={`${inputClasses} sm:w-48`}
            >
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
          {drafts && (
            <select
              aria-label="Publishing filter"
              value={screen.publication}
              onChange={(event) => screen.setPublication(event.target.value as PublicationFilter)}
              className={`${inputClasses} sm:w-56`}
            >
              <option value="all">All publishing states</option>
              {PUBLICATION_STATES.map((state) => (
                <option key={state} value={state}>
                  {PUBLICATION_LABELS[state]}
                </option>
              ))}
              <option value="scheduled">Scheduled</option>
            </select>
          )}
          {config.views.length > 1 && (
            <div role="group" aria-label="View" className="flex gap-1 sm:ml-auto">
              {config.views.map((option, index) => {
                const Icon = option.icon
                return (
                  <IconButton
                    key={option.name}
                    variant={index === viewIndex ? 'primary' : 'outline'}
                    label={option.name ?? ''}
                    aria-pressed={index === viewIndex}
                    onClick={() => {
                      setViewIndex(index)
                      screen.setPage(1)
                    }}
                  >
                    {Icon && <Icon className="h-4 w-4" aria-hidden="true" />}
                  </IconButton>
                )
              })}
            </div>
          )}
        </div>
      )}
      {body}
      {config.server && !isLoading && !isError && screen.total > 0 && (
        <p className="text-center text-sm text-slate-600" data-testid="list-total">
          {formatNumber(screen.total)} {screen.total === 1 ? noun : plural}
        </p>
      )}
      {Number.isFinite(view.pageSize) && (
        <Pagination page={screen.page} pageSize={view.pageSize} total={screen.total} onPageChange={screen.setPage} label={`${capitalised(plural)} pages`} />
      )}
      {form && (
        <Dialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} title={editingTitle ?? ''} wide={form.wide ?? true}>
          {editing && config.translations && <LanguageSwitch value={language} onChange={chooseLanguage} />}
          {/* Both sides stay mounted once opened: switching loses no unsaved text. */}
          {editing !== undefined && (
            <div hidden={language !== 'en'}>
              <form.component
                key={editing?.id ?? 'new'}
                record={editing}
                recordName={editing ? name(editing) : undefined}
                url={url}
                drafts={drafts}
                notices={notices}
                onSaved={(result) => {
                  if (!editing) created.created(result)
                  setEditing(undefined)
                }}
                onCancel={() => setEditing(undefined)}
              />
            </div>
          )}
          {editing && config.translations && nepaliOpened && (
            <div hidden={language !== 'ne'}>
              <TranslationForm
                key={editing.id}
                url={`${url}/${editing.id}`}
                english={editing as unknown as Record<string, unknown>}
                fields={config.translations}
                drafts={drafts}
                // Saved as the record stands: a published record is published with them, a draft stays a draft.
                saveAsDraft={drafts && (editing as WithPublication)._state !== 'published'}
                preview={drafts ? previewLinkOf(url.replace(/^\/api\//, ''), editing as WithId & Record<string, unknown>, 'ne') : undefined}
                onSaved={() => setEditing(undefined)}
                onCancel={() => setEditing(undefined)}
              />
            </div>
          )}
        </Dialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={deleting ? config.deleteQuestion(deleting) : ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
      {drafts && <HistoryDialog url={url} record={historyOf} name={historyOf ? name(historyOf) : ''} onClose={() => setHistoryOf(null)} />}
      {drafts && <ScheduleDialog url={url} record={scheduling} name={scheduling ? name(scheduling) : ''} onClose={() => setScheduling(null)} />}
      {typeof config.children === 'function' ? config.children(list) : config.children}
    </div>
  )
}
