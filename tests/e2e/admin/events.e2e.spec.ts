import { expect, test } from '../fixtures'
import { expectToast, signInAs, searchList } from '../helpers'

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

test('grid and list views, search on title or location, Upcoming/Past filter, pages of 6 and 10', async ({ page, api }) => {
  const events = await (await api.get('/api/events')).json()
  await page.goto('/admin/events')
  await expect(page.getByRole('heading', { name: 'Events/Tours', level: 1 })).toBeVisible()
  await expect(page.getByText('Manage concerts, meetups, and tour dates')).toBeVisible()
  const cards = page.locator('main article')
  await expect(cards).toHaveCount(6)
  await expect(page.getByRole('navigation', { name: 'Events pages' })).toBeVisible()
  await searchList(page, 'Search events', 'Himalayan Nights Live')
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('link', { name: 'BUY TICKETS' })).toHaveAttribute('href', 'https://tickets.example.com/himalayan-nights')
  await expect(cards.getByRole('link', { name: 'BUY TICKETS' })).toHaveAttribute('target', '_blank')
  await searchList(page, 'Search events', 'Artists & Promoters Meetup')
  await expect(cards.getByRole('button', { name: 'TICKETS SOON' })).toBeDisabled()
  await searchList(page, 'Search events', '')

  await page.getByRole('button', { name: 'List view' }).click()
  await expect(page.locator('tbody tr')).toHaveCount(Math.min(10, events.length))
  await expect(page.locator('thead')).toContainText('EventLocationDateStatusActions')

  // Search on title or location: only rows that name Vancouver, the demo's three among them (other
  // files may add and remove Vancouver events meanwhile, so they are not counted).
  await searchList(page, 'Search events', 'vancouver')
  const rows = page.locator('tbody tr')
  await expect(rows.filter({ hasNotText: /vancouver/i })).toHaveCount(0)
  await expect(rows.filter({ hasText: 'Newari House Night' })).toHaveCount(1)
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3)
  await searchList(page, 'Search events', '')
  await page.getByLabel('Status filter').selectOption('past')
  // Past events only (other files' may be among them).
  await expect(page.locator('tbody tr').first()).toContainText('Past')
  await expect(page.locator('tbody tr').filter({ hasText: 'Upcoming' })).toHaveCount(0)
  expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(Math.min(10, events.filter((e: { status: string }) => e.status === 'past').length))
  // Past events: the latest first.
  const dates = await page.locator('tbody tr td:nth-child(3) p:first-child').allTextContents()
  const times = dates.map((d) => Date.parse(d))
  expect(times).toEqual([...times].sort((a, b) => b - a))
})

test('all events: those to come first, soonest first, then those over, latest first; one that is over sells no tickets', async ({ page, arrange }) => {
  const day = 24 * 60 * 60 * 1000
  const at = (days: number) => new Date(Date.now() + days * day).toISOString()
  const place = arrange.name('Ordering Town')
  const titles = ['Soon', 'Later', 'Over yesterday', 'Over long ago'].map((word) => arrange.name(word))
  const [soon, later, yesterday, longAgo] = titles
  for (const [title, date, status] of [
    [later, at(40), 'upcoming'],
    [longAgo, at(-60), 'past'],
    [soon, at(5), 'upcoming'],
    // Still marked upcoming by staff, but its day has gone by: over all the same.
    [yesterday, at(-2), 'upcoming'],
  ] as const) {
    await arrange.create('events', {
      title,
      date,
      status,
      venue: 'Hall',
      location: place,
      eventType: 'concert',
      ticketLink: 'https://tickets.example.com/x',
      timezone: 'Asia/Kathmandu',
    })
  }
  await page.goto('/admin/events')
  await searchList(page, 'Search events', place)
  await page.getByRole('button', { name: 'List view' }).click()
  await expect(page.locator('tbody tr')).toHaveCount(4)
  await expect(page.locator('tbody tr td:first-child p:first-child')).toHaveText([soon, later, yesterday, longAgo])

  await page.getByRole('button', { name: 'Grid view' }).click()
  const card = (title: string) => page.locator('article', { has: page.getByText(title, { exact: true }) })
  await expect(card(soon).getByRole('link', { name: 'BUY TICKETS' })).toBeVisible()
  for (const over of [yesterday, longAgo]) {
    await expect(card(over).getByText('Event over')).toBeVisible()
    await expect(card(over).getByRole('link', { name: 'BUY TICKETS' })).toHaveCount(0)
  }
})

test('a Toronto event entered at 19:30 shows 19:30 in the admin and 7:30 PM on the public page', async ({ page, arrange }) => {
  const title = arrange.name('Admin Toronto Night')
  arrange.removeAfter('events', 'title', title)
  await page.goto('/admin/events')
  await page.getByRole('button', { name: 'Add New Event' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Event' })
  await dialog.getByLabel('Title').fill(title)
  await expect(dialog.getByLabel('Date')).toHaveValue('')
  await expect(dialog.getByLabel('Date')).toHaveAttribute('placeholder', 'Pick a date')
  // The format is said beside the field, and read with it by a screen reader.
  await expect(dialog.getByLabel('Date')).toHaveAccessibleDescription('Year-month-day, such as 2027-05-03')
  // Pick the 15th of next month (an event still to come, which the events page opens on): the
  // calendar's month and year are lists, so any month is two choices away.
  // The event's own date picker, the first (the Tickets group has one for the sale's opening).
  await dialog.getByRole('button', { name: 'Open calendar' }).first().click()
  const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 15)
  await page.getByRole('combobox', { name: /month/i }).selectOption(String(next.getMonth()))
  await page.getByRole('combobox', { name: /year/i }).selectOption(String(next.getFullYear()))
  await page.getByRole('grid').getByRole('button', { name: /15/ }).first().click()
  await expect(dialog.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-15$/)
  const day = await dialog.getByLabel('Date').inputValue()
  await dialog.getByLabel('Time', { exact: true }).fill('19:30')
  await dialog.getByLabel('Venue time zone').selectOption('America/Toronto')
  await dialog.getByLabel('Venue', { exact: true }).fill('Massey Hall')
  await expect(dialog.getByLabel('Location')).toHaveAttribute('placeholder', 'City or location')
  await dialog.getByLabel('Location').fill('Toronto, Canada')
  await dialog.getByLabel('Capacity').fill('')
  await dialog.getByLabel('Event Type').selectOption('concert')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Event created', 'The new event has been added successfully.')

  await searchList(page, 'Search events', title)
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Event' })
  await expect(edit.getByLabel('Time', { exact: true })).toHaveValue('19:30')
  await expect(edit.getByLabel('Date')).toHaveValue(day)
  await expect(edit.getByLabel('Venue time zone')).toHaveValue('America/Toronto')
  await edit.getByRole('button', { name: 'Cancel' }).click()

  await page.goto('/events')
  const card = page.locator('article', { has: page.getByRole('heading', { name: title }) })
  await expect(card.getByText('7:30 PM')).toBeVisible()
  await expect(card.getByText('TBD')).toBeVisible()
})

test('deleting an event names its title and location', async ({ page, arrange }) => {
  const { title } = await arrange.create('events', { title: arrange.name('Doomed Show'), date: '2027-02-02T12:00:00Z', venue: 'Hall', location: 'Pokhara' })
  await page.goto('/admin/events')
  await searchList(page, 'Search events', title)
  await page.getByRole('button', { name: `Delete ${title}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' })
  await expect(confirm).toContainText(`Are you sure you want to delete the event "${title}" in Pokhara? This action cannot be undone.`)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Event deleted', 'The event has been removed successfully.')
  await expect(page.getByText(`No events match '${title}'`)).toBeVisible()
})

test("cards and rows print the event's own time at its venue, not a fixed one", async ({ page, arrange }) => {
  const { title } = await arrange.create('events', {
    title: arrange.name('Admin Time Check'),
    date: '2027-07-14T19:30:00-04:00',
    timezone: 'America/Toronto',
    venue: 'Massey Hall',
    location: 'Toronto, Canada',
  })
  await page.goto('/admin/events')
  await searchList(page, 'Search events', title)
  const card = page.locator('main article')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Show 7:30 PM')
  await expect(card).not.toContainText('8:00 PM')
  await page.getByRole('button', { name: 'List view' }).click()
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await expect(page.locator('tbody tr td:nth-child(3)')).toHaveText('July 14, 20277:30 PM GMT-4')
})

test("an event's line-up is picked by searching artists, put in order and saved; an archived artist is not offered", async ({ page, arrange, api }) => {
  const first = await arrange.create('artists', { name: arrange.name('Bipul Chettri Trio'), bio: 'Folk.', status: 'active' })
  const second = await arrange.create('artists', { name: arrange.name('Bartika Eam Rai'), bio: 'Songs.', status: 'active' })
  const archived = await arrange.create('artists', { name: arrange.name('Bartika Retired'), bio: 'Gone.', status: 'archived' })
  const event = await arrange.create('events', {
    title: arrange.name('Line-up Night'),
    date: '2027-06-01T13:15:00.000Z',
    venue: 'Hall',
    location: 'Kathmandu, Nepal',
  })

  await page.goto('/admin/events')
  await searchList(page, 'Search events', event.title)
  await page.getByRole('button', { name: `Edit ${event.title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Event' })
  await expect(dialog.getByText("No line-up: the event names no artist, so no artist's page lists it.")).toBeVisible()
  const search = dialog.getByRole('combobox', { name: 'Line-up' })
  // Typed, then chosen with the keyboard.
  await search.fill(second.name.slice(0, 12))
  await expect(dialog.getByRole('option', { name: new RegExp(second.name) })).toBeVisible()
  await expect(dialog.getByRole('option', { name: new RegExp(archived.name) })).toHaveCount(0)
  await search.press('ArrowDown')
  await search.press('Enter')
  // Then one clicked.
  await search.fill(first.name)
  await dialog.getByRole('option', { name: new RegExp(first.name) }).click()
  const lineUp = dialog.getByRole('list', { name: 'Line-up, in order' })
  await expect(lineUp.getByRole('listitem')).toHaveText([new RegExp(second.name), new RegExp(first.name)])
  await dialog.getByRole('button', { name: `Move ${first.name} up` }).click()
  await expect(lineUp.getByRole('listitem')).toHaveText([new RegExp(first.name), new RegExp(second.name)])
  await dialog.getByRole('button', { name: 'Update', exact: true }).click()
  await expectToast(page, 'Event updated')
  const lineUpSaved = async () => (await (await api.get(`/api/events/${event.id}`)).json()).artists
  await expect.poll(lineUpSaved).toEqual([first.id, second.id])
  await expect(dialog).toHaveCount(0)

  await page.getByRole('button', { name: `Edit ${event.title}` }).click()
  await dialog.getByRole('button', { name: `Remove ${second.name} from the line-up` }).click()
  await dialog.getByRole('button', { name: 'Update', exact: true }).click()
  // The first save's notice may still show: the saved line-up is what tells.
  await expect.poll(lineUpSaved).toEqual([first.id])
})

test('a show with no line-up is flagged in the list, and its form offers the artists its title names', async ({ page, arrange }) => {
  const artist = await arrange.create('artists', { name: arrange.name('Sajjan Raj'), bio: 'Songs.', status: 'active' })
  const show = await arrange.create('events', {
    title: `${artist.name} Live in Toronto`,
    date: '2027-06-03T23:30:00.000Z',
    timezone: 'America/Toronto',
    venue: 'Hall',
    location: 'Toronto, Canada',
    eventType: 'concert',
  })
  await page.goto('/admin/events')
  await page.getByRole('button', { name: 'List view' }).click()
  await searchList(page, 'Search events', show.title)
  const row = page.locator('tbody tr').filter({ hasText: show.title })
  await expect(row.getByTestId('no-line-up')).toHaveText('No line-up')

  await row.getByRole('button', { name: `Edit ${show.title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Event' })
  await dialog.getByRole('button', { name: `Add ${artist.name}` }).click()
  await expect(dialog.getByRole('list', { name: 'Line-up, in order' })).toContainText(artist.name)
  await dialog.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(row.getByTestId('no-line-up')).toHaveCount(0)
})

test('the Tickets group: its rules said beside each field, the sale opening at the venue’s time, and the facts saved', async ({ page, api }) => {
  const title = `Ticket Facts ${Date.now()}`
  await page.goto('/admin/events')
  await page.getByRole('button', { name: 'Add New Event' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Event' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Date').fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10))
  await dialog.getByLabel('Time', { exact: true }).fill('19:30')
  await dialog.getByLabel('Venue', { exact: true }).fill('Massey Hall')
  await dialog.getByLabel('Location').fill('Toronto, Canada')
  const tickets = dialog.getByRole('group', { name: 'Tickets' })
  await tickets.getByLabel('Price from').fill('80')
  await tickets.getByLabel('Price to').fill('45')
  await tickets.getByLabel('Sale opens on').fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10))
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(tickets.getByText('Price to must be at least the price from')).toBeVisible()
  await expect(tickets.getByText('Choose the currency of the price')).toBeVisible()
  await expect(tickets.getByText('Give the time the sale opens')).toBeVisible()

  await tickets.getByLabel('Price to').fill('120.50')
  await tickets.getByLabel('Currency').selectOption('CAD')
  await tickets.getByLabel('Sale opens at').fill('10:00')
  await tickets.getByLabel('Ticket state').selectOption('few-left')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Event created', 'The new event has been added successfully.')

  const events = await (await api.get('/api/events')).json()
  const saved = events.find((event: { title: string }) => event.title === title)
  try {
    expect(saved).toMatchObject({ priceFrom: 80, priceTo: 120.5, currency: 'CAD', ticketStatus: 'few-left', timezone: 'America/Toronto' })
    // 10:00 at the venue (Toronto), whatever the staff member's zone.
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit' }).format(new Date(saved.onSaleAt))).toBe('10:00')

    // The form shows them again, and emptied, clears them.
    await searchList(page, 'Search events', title)
    await page.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Event' }).getByRole('group', { name: 'Tickets' })
    await expect(edit.getByLabel('Price to')).toHaveValue('120.5')
    await expect(edit.getByLabel('Sale opens at')).toHaveValue('10:00')
    for (const label of ['Price from', 'Price to']) await edit.getByLabel(label).fill('')
    await edit.getByLabel('Ticket state').selectOption('')
    await page.getByRole('dialog', { name: 'Edit Event' }).getByRole('button', { name: 'Update', exact: true }).click()
    await expectToast(page, 'Event updated')
    const cleared = await (await api.get(`/api/events/${saved.id}`)).json()
    expect(cleared).not.toHaveProperty('priceFrom')
    expect(cleared).not.toHaveProperty('ticketStatus')
  } finally {
    await api.delete(`/api/events/${saved.id}`)
  }
})
