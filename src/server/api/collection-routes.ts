import { NextResponse } from 'next/server'
import { z } from 'zod'

import { ACTIVITY_CONTEXT } from '@/features/activity/log'
import { NOTIFY_FOLLOWERS_CONTEXT } from '@/features/alerts/topics'
import { draftParameter, draftQuery } from '@/features/publishing/drafts'
import { listVersions, readVersion, restoreVersion, versionEntrySchema, versionSchema } from '@/features/publishing/history'
import { VERSIONS_PER_RECORD } from '@/features/publishing/hooks'
import { addSchedule, cancelSchedule, listSchedule, scheduleBodySchema, scheduleEntrySchema } from '@/features/publishing/schedules'
import { hasDrafts } from '@/features/publishing/states'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { User } from '@/payload-types'
import { moveSchema } from '@/schemas/sponsorship'
import { moveRecord } from '@/server/content/ordering'
import { findRecord, listRecords } from '@/server/content/records'
import { editLock, type Resource, toApiDoc } from '@/server/content/resources'
import { staffListQuery, staffLists } from '@/server/content/staff-lists'
import { inTransaction } from '@/server/db/transaction'
import type { ApiContext } from '@/server/http/context'
import { defineRoute, type HeaderDoc, type Route, type RouteDeclaration } from '@/server/http/define-route'
import { listAnswer, listQuery, type ListQuery, staffListAnswer } from '@/server/http/list-answer'
import { inLocale, localeQuery, refuseCreatingInLocale } from '@/server/http/locale'
import { parseId } from '@/server/http/request'
import { demoExample } from '@/server/openapi/examples'

const LIST_HEADERS: Record<string, HeaderDoc> = {
  'X-Total-Count': { description: 'With `limit` or `page`: how many records the whole list (searched and filtered) holds', type: 'integer' },
  'X-Page': { description: 'Staff, with `limit` or `page`: the page answered (with `around`, the one that holds the record)', type: 'integer' },
  ETag: { description: "Visitors' answers: the list's version; send it back in `If-None-Match` for a 304 while nothing changed", type: 'string' },
  'Cache-Control': { description: 'Visitors: `public, no-cache`; signed-in staff: `private, no-store`', type: 'string' },
}

/**
 * A write's body as the record's data and the write's context: what a body says of the write
 * itself rather than the record (an event's `notifyFollowers`) is not stored.
 */
function writeOf(body: object): { data: object; context: Record<string, unknown> } {
  const { notifyFollowers, ...data } = body as { notifyFollowers?: boolean }
  return { data, context: notifyFollowers === undefined ? {} : { [NOTIFY_FOLLOWERS_CONTEXT]: notifyFollowers } }
}

/** "a sponsorship", "an artist". */
const aOr = (label: string) => `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label.toLowerCase()}`

/** How a create of one resource differs from the usual one (the contact form's, src/features/contact/routes.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a create declares its own body, whose type the route table cannot know
export type CreateDeclaration = Pick<RouteDeclaration<any>, 'access' | 'operationId' | 'summary' | 'description' | 'body' | 'handle'>

/**
 * The operations of one documented resource (docs/api.md#calls): list and create, read, change and
 * delete one, and move one where the list is ranked. Visitors read as the collection's rule lets
 * them; staff read everything and write.
 */
export function collectionRoutes(resource: Resource, create?: CreateDeclaration): Route[] {
  const { slug, label } = resource
  const base = `/api/${slug}` as const
  const item = `${base}/{id}` as const
  const record = { entity: slug }
  const lower = label.toLowerCase()
  const component = label.replace(/(^|\s)(\w)/g, (_match, _space, letter: string) => letter.toUpperCase())
  const example = (now: Date) => demoExample(slug, now)
  const read = { tag: slug, access: { visitorsRead: slug } } as const
  const write = { tag: slug, access: 'staff', id: label } as const
  const drafts = hasDrafts(slug)
  // Resources with drafts take ?draft=true (src/features/publishing/drafts.ts); those with texts in each
  // language ?locale= (src/server/http/locale.ts); the others no query at all.
  const recordQuery = { ...(drafts ? { draft: draftParameter } : {}), ...(resource.localized ? localeQuery : {}) }
  type ContentQuery = { draft?: boolean; locale?: Locale } | undefined
  const draftsQuery = Object.keys(recordQuery).length
    ? ({ schema: z.object(recordQuery), refusal: draftQuery.refusal } as { schema: z.ZodType<ContentQuery, z.ZodTypeDef, unknown>; refusal: string })
    : undefined
  // The back office's lists also take a search, filters and an order (src/server/content/staff-lists.ts).
  const staffList = staffLists[slug]
  const listQueries = { ...listQuery, schema: listQuery.schema.extend(recordQuery).extend(staffList ? staffListQuery(staffList) : {}) }
  const draftNote = drafts
    ? " Visitors read published records only. Staff also read records never published (`_status` `draft`); with `?draft=true`, each record's latest draft and its `_state`."
    : ''
  /**
   * A staff member's change of one record. Payload writes back the whole record it read: the edits
   * of one record queue up (its edit lock), so none is lost.
   */
  const updateRecord = (
    context: ApiContext,
    user: User | null,
    id: number,
    data: object,
    options: { draft?: boolean; locale?: Locale; context: Record<string, unknown> },
  ) =>
    inTransaction(
      context.payload,
      user,
      (req) => context.payload.update({ collection: slug, id, data, ...options, depth: 0, overrideAccess: false, user, req }),
      { lock: editLock(resource, id) },
    )
  const routes = [
    defineRoute({
      ...read,
      method: 'GET',
      path: base,
      operationId: `list-${slug}`,
      summary: `List ${slug}`,
      description: `The ${slug} the requester may read${resource.rankField ? ` in \`${resource.rankField}\` order` : ''}, as one JSON array. With \`limit\` or \`page\`, one page of it and \`X-Total-Count\`.${draftNote}${
        staffList ? " Staff may search, filter and order the list (read from the database one page at a time); visitors' answers ignore those parameters." : ''
      }`,
      query: listQueries as typeof listQuery & { schema: z.ZodType<ListQuery & NonNullable<ContentQuery>, z.ZodTypeDef, unknown> },
      answers: {
        200: { description: `The ${slug}`, headers: LIST_HEADERS, shape: { ...record, list: true } },
        304: { description: 'Visitors: the list has not changed since the ETag sent in `If-None-Match`' },
      },
      handle: async ({ request, query, context }) => {
        const reading = inLocale(context, query)
        const paged = staffList && (await staffListAnswer(staffList, query, reading, { draft: query.draft, shape: (doc) => toApiDoc(resource, doc) }))
        return paged || listAnswer(request, query, resource, reading, (where) => listRecords(resource, reading, { where, draft: query.draft }))
      },
    }),
    defineRoute({
      tag: slug,
      access: 'staff',
      method: 'POST',
      path: base,
      operationId: `create-${slug}`,
      summary: `Create ${aOr(label)}`,
      description: drafts ? 'Published at once; with `?draft=true`, saved as a draft visitors do not see.' : undefined,
      query: draftsQuery,
      body: { schema: resource.createSchema, name: `${component}Input`, example },
      answers: { 201: { description: `The stored ${lower}`, shape: record } },
      handle: async ({ body, context, user, query }) => {
        refuseCreatingInLocale(query?.locale)
        const draft = Boolean(query?.draft)
        const { data, context: writing } = writeOf(body as object)
        const doc = await inTransaction(context.payload, user, (req) =>
          context.payload.create({ collection: slug, data, draft, depth: 0, overrideAccess: false, user, req, context: writing }),
        )
        return NextResponse.json(toApiDoc(resource, doc), { status: 201 })
      },
      ...create,
    }),
    defineRoute({
      ...read,
      id: label,
      method: 'GET',
      path: item,
      operationId: `get-${slug}`,
      summary: `One ${lower}`,
      description: drafts
        ? 'Visitors read a published record only. Staff also read a record never published (`_status` `draft`); with `?draft=true`, its latest draft and its `_state`.'
        : undefined,
      query: draftsQuery,
      answers: { 200: { description: `The ${lower}`, shape: record } },
      handle: async ({ context, id, query }) => NextResponse.json(await findRecord(resource, inLocale(context, query), id, { draft: query?.draft })),
    }),
    defineRoute({
      ...write,
      method: 'PATCH',
      path: item,
      operationId: `update-${slug}`,
      summary: `Change ${aOr(label)}`,
      description: `Only the fields sent change. Edits of one record queue up, so none is lost.${
        drafts
          ? ' The change is made to the latest draft and published at once; with `?draft=true`, it is saved as a draft, and a published record keeps its published content until it is published again.'
          : ''
      }`,
      query: draftsQuery,
      body: { schema: resource.updateSchema, name: `${component}Update`, example: resource.slug === 'contact-messages' ? () => ({ read: true }) : example },
      answers: { 200: { description: `The saved ${lower}`, shape: record } },
      before: ({ context, id }) => findRecord(resource, context, id),
      handle: async ({ body, context, user, id, query }) => {
        // Payload changes the latest draft: without ?draft=true the result is published (src/features/publishing/hooks.ts).
        const draft = Boolean(query?.draft)
        // The texts sent are the query's language's; the answer reads as GET does in it.
        const locale = query?.locale ?? DEFAULT_LOCALE
        const { data, context: writing } = writeOf(body as object)
        const doc = await updateRecord(context, user, id, data, { draft, locale, context: writing })
        return NextResponse.json(toApiDoc(resource, doc))
      },
    }),
    defineRoute({
      ...write,
      method: 'DELETE',
      path: item,
      operationId: `delete-${slug}`,
      summary: `Delete ${aOr(label)}`,
      answers: { 204: { description: 'Deleted' } },
      handle: async ({ context, user, id }) => {
        await findRecord(resource, context, id)
        await inTransaction(context.payload, user, (req) => context.payload.delete({ collection: slug, id, depth: 0, overrideAccess: false, user, req }))
        return new Response(null, { status: 204 })
      },
    }),
  ]
  if (drafts) {
    for (const [action, status, summary, description] of [
      ['publish', 'published', `Publish ${aOr(label)}'s latest draft`, 'Visitors read the latest draft from now on, as it is.'],
      ['unpublish', 'draft', `Unpublish ${aOr(label)}`, 'Visitors no longer read it; staff keep it, with its latest draft, as a draft.'],
    ] as const) {
      routes.push(
        defineRoute({
          ...write,
          method: 'POST',
          path: `${item}/${action}`,
          operationId: `${action}-${slug}`,
          summary,
          description,
          answers: {
            200: { description: `The ${lower} as it now reads with \`?draft=true\``, shape: record },
            ...(action === 'publish'
              ? { 400: { description: 'The latest draft lacks a field a published record needs (each one named): fill it in the draft first' } }
              : ({} as Record<number, never>)),
          },
          before: ({ context, id }) => findRecord(resource, context, id),
          handle: async ({ context, user, id }) => {
            await updateRecord(context, user, id, { _status: status }, { context: { [ACTIVITY_CONTEXT]: { action } } })
            return NextResponse.json(await findRecord(resource, context, id, { draft: true }))
          },
        }),
      )
    }
    routes.push(
      defineRoute({
        ...write,
        method: 'GET',
        path: `${item}/versions`,
        operationId: `versions-${slug}`,
        summary: `The history of ${aOr(label)}`,
        description: `Its versions, newest first (the last ${VERSIONS_PER_RECORD} kept): when each was saved, by whom, as a draft or published, and the fields it changed.`,
        answers: { 200: { description: 'The versions, newest first', shape: z.array(versionEntrySchema) } },
        handle: async ({ context, id }) => NextResponse.json(await listVersions(resource, context, id)),
      }),
      defineRoute({
        ...write,
        method: 'GET',
        path: `${item}/versions/{versionId}`,
        operationId: `version-${slug}`,
        summary: `One version of ${aOr(label)}`,
        description: 'The version as it was saved, field by field (each by its label in the back office), to read before restoring it.',
        params: z.object({ versionId: z.number().int().min(1).describe('The version (from its history); one of another record answers 404') }),
        answers: { 200: { description: 'The version, field by field', shape: versionSchema } },
        handle: async ({ context, id, params }) => NextResponse.json(await readVersion(resource, context, id, parseId(params.versionId ?? '', 'Version'))),
      }),
      defineRoute({
        ...write,
        method: 'POST',
        path: `${item}/versions/{versionId}/restore`,
        operationId: `restore-${slug}`,
        summary: `Make a version of ${aOr(label)} its current draft`,
        description: 'The version becomes the latest draft, to edit or publish; what visitors read changes only when it is published.',
        params: z.object({ versionId: z.number().int().min(1).describe('The version (from its history); one of another record answers 404') }),
        answers: { 200: { description: `The ${lower} as it now reads with \`?draft=true\``, shape: record } },
        handle: async ({ context, id, params }) => NextResponse.json(await restoreVersion(resource, context, id, parseId(params.versionId ?? '', 'Version'))),
      }),
      defineRoute({
        ...write,
        method: 'GET',
        path: `${item}/schedule`,
        operationId: `schedule-${slug}`,
        summary: `What is scheduled for ${aOr(label)}`,
        description: 'The publishes and unpublishes still to come, soonest first.',
        answers: { 200: { description: 'The scheduled changes, soonest first', shape: z.array(scheduleEntrySchema) } },
        handle: async ({ context, id }) => NextResponse.json(await listSchedule(resource, context, id)),
      }),
      defineRoute({
        ...write,
        method: 'POST',
        path: `${item}/schedule`,
        operationId: `add-schedule-${slug}`,
        summary: `Schedule ${aOr(label)} to be published or unpublished`,
        description:
          'At the time given (within a minute of it), the jobs queue publishes the latest draft or takes the record from visitors, once, however many instances run.',
        body: {
          schema: scheduleBodySchema,
          name: 'ScheduleInput',
          example: (now) => ({ action: 'publish', at: new Date(now.getTime() + 86_400_000).toISOString() }),
        },
        answers: { 201: { description: 'The scheduled change', shape: scheduleEntrySchema } },
        before: ({ context, id }) => findRecord(resource, context, id),
        handle: async ({ body, context, id }) => NextResponse.json(await addSchedule(resource, context, id, body), { status: 201 }),
      }),
      defineRoute({
        ...write,
        method: 'DELETE',
        path: `${item}/schedule/{entryId}`,
        operationId: `cancel-schedule-${slug}`,
        summary: `Cancel a scheduled change of ${aOr(label)}`,
        params: z.object({
          entryId: z.number().int().min(1).describe('The scheduled change (from the schedule); one already done, cancelled or of another record answers 404'),
        }),
        answers: { 204: { description: 'Cancelled' } },
        handle: async ({ context, id, params }) => {
          await cancelSchedule(resource, context, id, parseId(params.entryId ?? '', 'Scheduled change'))
          return new Response(null, { status: 204 })
        },
      }),
    )
  }
  const { rankField } = resource
  if (rankField) {
    routes.push(
      defineRoute({
        ...write,
        method: 'POST',
        path: `${item}/move`,
        operationId: `move-${slug}`,
        summary: `Move ${aOr(label)} up or down one place`,
        description: `One atomic move: the ${lower} swaps places with its neighbour (\`${rankField}\` values are rewritten as needed). At either end nothing changes. Answers the whole list in its new order.`,
        body: { schema: moveSchema, name: 'Move', example: () => ({ direction: 'up' }) },
        answers: { 200: { description: 'The list in its new order', shape: { ...record, list: true } } },
        handle: async ({ body, context, id }) => NextResponse.json(await moveRecord({ ...resource, rankField }, context, id, body.direction)),
      }),
    )
  }
  return routes
}
