import { expect, type Page, test } from '@playwright/test'

import { adminApi, expectToast, signInAs } from '../helpers'

/**
 * A Toronto show left on the default zone (Asia/Kathmandu) went live at 7:30 PM
 * GMT+5:45 without a word. A city the site knows selects its zone; a zone outside the location's
 * country is asked about before saving.
 */

test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ page }) => {
  await signInAs(page)
})

async function openNewEvent(page: Page, title: string) {
  await page.goto('/admin/events')
  await page.getByRole('button', { name: 'Add New Event' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Event' })
  await dialog.getByLabel('Title').fill(title)
  const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 15)
  await dialog.getByLabel('Date').fill(`${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`)
  await dialog.getByLabel('Time', { exact: true }).fill('19:30')
  await dialog.getByLabel('Venue', { exact: true }).fill('Zone Hall')
  return dialog
}

async function eventsTitled(baseURL: string, title: string): Promise<{ id: number; timezone: string }[]> {
  const events = await (await (await adminApi(baseURL)).get('/api/events')).json()
  return events.filter((event: { title: string }) => event.title === title)
}

test("a city the site knows selects its zone, and the event is saved at that city's time", async ({ page, baseURL }) => {
  const title = 'Zone From City'
  const dialog = await openNewEvent(page, title)
  const zone = dialog.getByLabel('Venue time zone')
  await expect(zone).toHaveValue('Asia/Kathmandu')
  for (const [location, expected] of [
    ['Toronto, Canada', 'America/Toronto'],
    ['Calgary', 'America/Edmonton'],
    ['Vancouver, BC', 'America/Vancouver'],
    ['Pokhara, Nepal', 'Asia/Kathmandu'],
    ['Toronto, Canada', 'America/Toronto'],
  ]) {
    await dialog.getByLabel('Location').fill(location)
    await expect(zone).toHaveValue(expected)
  }
  await expect(dialog.getByText('Chosen from the location')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Event created')
  const [event] = await eventsTitled(baseURL!, title)
  try {
    expect(event.timezone).toBe('America/Toronto')
  } finally {
    await (await adminApi(baseURL!)).delete(`/api/events/${event.id}`)
  }
})

test("a zone outside the location's country asks first: Go back saves nothing, Save anyway saves", async ({ page, baseURL }) => {
  const title = 'Zone Trap Night'
  const dialog = await openNewEvent(page, title)
  await dialog.getByLabel('Location').fill('Toronto, Canada')
  await dialog.getByLabel('Venue time zone').selectOption('Asia/Kathmandu')
  await expect(dialog.getByText('Chosen from the location')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()

  const question = page.getByRole('alertdialog', { name: 'Check the venue time zone' })
  await expect(question).toBeVisible()
  await expect(question).toContainText('"Toronto, Canada" is in Canada, but the venue time zone is Nepal (Kathmandu, Pokhara).')
  await expect(question).toContainText('The event would start at 7:30 PM (GMT+5:45), Nepal (Kathmandu, Pokhara) time.')
  await question.getByRole('button', { name: 'Go back' }).click()
  await expect(question).toBeHidden()
  await expect(dialog).toBeVisible()
  expect(await eventsTitled(baseURL!, title)).toEqual([])

  // Back in the form, the right zone saves without a question.
  await dialog.getByLabel('Venue time zone').selectOption('America/Toronto')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Event created')
  await expect(question).toBeHidden()
  let [event] = await eventsTitled(baseURL!, title)
  expect(event.timezone).toBe('America/Toronto')
  await (await adminApi(baseURL!)).delete(`/api/events/${event.id}`)

  // The staff's call stands once confirmed.
  const again = await openNewEvent(page, title)
  await again.getByLabel('Location').fill('Toronto, Canada')
  await again.getByLabel('Venue time zone').selectOption('Asia/Kathmandu')
  await again.getByRole('button', { name: 'Save', exact: true }).click()
  await question.getByRole('button', { name: 'Save anyway' }).click()
  await expectToast(page, 'Event created')
  ;[event] = await eventsTitled(baseURL!, title)
  try {
    expect(event.timezone).toBe('Asia/Kathmandu')
  } finally {
    await (await adminApi(baseURL!)).delete(`/api/events/${event.id}`)
  }
})

test("a location in the zone's own country, or one the site cannot place, saves without a question", async ({ page, baseURL }) => {
  for (const [location, zone] of [
    ['Pokhara, Nepal', 'Asia/Kathmandu'],
    ['A field near Chitwan', 'Asia/Kathmandu'],
  ]) {
    const title = `No Question ${location}`
    const dialog = await openNewEvent(page, title)
    await dialog.getByLabel('Location').fill(location)
    await dialog.getByLabel('Venue time zone').selectOption(zone)
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expectToast(page, 'Event created')
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    const [event] = await eventsTitled(baseURL!, title)
    await (await adminApi(baseURL!)).delete(`/api/events/${event.id}`)
  }
})
