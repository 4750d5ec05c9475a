import { zonedDateTimeToIso } from '@/lib/calendar/dates'
import { en } from '@/lib/i18n/en'
import { ne } from '@/lib/i18n/ne'
import { artistPath } from '@/lib/slug'

import { expect, test } from '../fixtures'
import { venueDate } from '../helpers'

/**
 * Line-ups (docs/product.md#line-ups): who plays where. An event names the agency's artists who
 * perform, in order; its card and page link them, and each artist's page lists their shows.
 */

test('a line-up shows on the event card and page, linked, and each artist lists the show', async ({ page, arrange }) => {
  const singer = await arrange.create('artists', { name: arrange.name('Kiran Gurung'), bio: 'Folk singer from Pokhara.', status: 'active' })
  const band = await arrange.create('artists', { name: arrange.name('Dhaulagiri Band'), bio: 'Rock from the hills.', status: 'active' })
  const idle = await arrange.create('artists', { name: arrange.name('Quiet Season'), bio: 'Writing new songs.', status: 'active' })
  const title = arrange.name('Lakeshore Double Bill')
  const show = await arrange.create('events', {
    title,
    date: zonedDateTimeToIso(venueDate('America/Toronto', 9), '19:30', 'America/Toronto'),
    timezone: 'America/Toronto',
    venue: 'Danforth Music Hall',
    location: 'Toronto, Canada',
    ticketLink: 'https://tickets.example.com/line-up-night',
    eventType: 'concert',
    status: 'upcoming',
    artists: [band.id, singer.id],
  })
  const pastTitle = arrange.name('Winter Unplugged')
  await arrange.create('events', {
    title: pastTitle,
    date: zonedDateTimeToIso(venueDate('Asia/Kathmandu', -12), '18:00', 'Asia/Kathmandu'),
    timezone: 'Asia/Kathmandu',
    venue: 'Nepal Academy Hall',
    location: 'Kathmandu, Nepal',
    eventType: 'concert',
    status: 'past',
    artists: [singer.id],
  })

  await page.goto('/events')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(card).toContainText(`${en.event.lineUp}: ${band.name}, ${singer.name}`)
  await expect(card.getByRole('link', { name: singer.name })).toHaveAttribute('href', artistPath({ id: singer.id, name: singer.name }))

  await page.goto(`/events/${show.id}`)
  await expect(page.getByRole('main')).toContainText(`${en.event.lineUp}: ${band.name}, ${singer.name}`)
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(data.performer.map((performer: { name: string }) => performer.name)).toEqual([band.name, singer.name])

  await page.getByRole('link', { name: singer.name }).click()
  await expect(page.getByRole('heading', { level: 1, name: singer.name })).toBeVisible()
  const upcoming = page.getByRole('region', { name: en.artist.upcomingShows })
  await expect(upcoming.getByRole('heading', { name: title })).toBeVisible()
  await expect(upcoming.getByRole('link', { name: `Get tickets: ${title}` })).toBeVisible()
  const recent = page.getByRole('region', { name: en.artist.recentShows })
  await expect(recent.getByRole('heading', { name: pastTitle })).toBeVisible()
  await expect(recent.getByRole('link', { name: /Get tickets/ })).toHaveCount(0)

  await page.goto(artistPath({ id: idle.id, name: idle.name }))
  await expect(page.getByText(en.artist.noUpcomingShows)).toBeVisible()
  await expect(page.getByRole('region', { name: en.artist.recentShows })).toHaveCount(0)

  await page.goto(`/ne/artist/${singer.id}`)
  await expect(page.getByRole('region', { name: ne.artist.upcomingShows }).getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByRole('region', { name: ne.artist.upcomingShows })).toContainText(`${ne.event.lineUp}: ${band.name}, ${singer.name}`)
})

test('an artist archived after joining a line-up is left out of it on the site', async ({ page, arrange, api }) => {
  const stays = await arrange.create('artists', { name: arrange.name('Stays On'), bio: 'Still here.', status: 'active' })
  const leaves = await arrange.create('artists', { name: arrange.name('Steps Back'), bio: 'Taking a break.', status: 'active' })
  const title = arrange.name('Changing Line-up')
  const show = await arrange.create('events', {
    title,
    date: zonedDateTimeToIso(venueDate('Asia/Kathmandu', 20), '18:00', 'Asia/Kathmandu'),
    timezone: 'Asia/Kathmandu',
    venue: 'Basantapur',
    location: 'Kathmandu, Nepal',
    artists: [leaves.id, stays.id],
  })
  expect((await api.patch(`/api/artists/${leaves.id}`, { data: { status: 'archived' } })).status()).toBe(200)
  await page.goto(`/events/${show.id}`)
  await expect(page.getByRole('main')).toContainText(`${en.event.lineUp}: ${stays.name}`)
  await expect(page.getByText(leaves.name)).toHaveCount(0)
})

test("the demo's artists on tour list their tours: each stop, with its city", async ({ page, request }) => {
  const artists = (await (await request.get('/api/artists')).json()) as { id: number; name: string }[]
  const headliner = artists.find((artist) => artist.name === 'Aarohi Shrestha')!
  await page.goto(artistPath(headliner))
  await expect(page.getByText(en.artist.noUpcomingShows)).toHaveCount(0)
  for (const city of ['Toronto', 'Calgary', 'Vancouver']) {
    const stop = page.locator('#main article article').filter({ has: page.getByRole('heading', { name: `Aarohi Shrestha Canada Tour: ${city}` }) })
    await expect(stop).toBeVisible()
    await expect(stop.getByText(`${city}, Canada`)).toBeVisible()
  }
})
