import { describe, expect, it } from 'vitest'

import { CITY_KEY_SQL, cityKey, cityOf } from '@/features/alerts/cities'
import { alertConfirmationMail, alertMail } from '@/features/alerts/mails'
import { alertSignUpSchema } from '@/features/alerts/schema'
import { cityName, topicText } from '@/features/alerts/topics'
import { messagesFor } from '@/lib/i18n'

const links = { manage: 'https://site.example/alerts?manage=1.abc', unsubscribe: 'https://site.example/api/subscriptions/unsubscribe?token=1.abc' }
const sender = { address: 'Durbar Marg,\nKathmandu', email: 'hello@himalayanbeats.example' }

describe('what an alert is about', () => {
  it('says each topic in the words of a language, a city named as people write it', () => {
    const en = messagesFor('en').alerts.topic
    expect(topicText({ kind: 'all', artist: null, city: null }, en)).toBe('all our new events')
    expect(topicText({ kind: 'artist', artist: { id: 1, name: 'Sita Rai' }, city: null }, en)).toBe('new events with Sita Rai')
    expect(topicText({ kind: 'artist', artist: { id: 1, name: null }, city: null }, en)).toBe('new events of an artist no longer on our roster')
    expect(topicText({ kind: 'city', artist: null, city: 'niagara-on-the-lake' }, messagesFor('ne').alerts.topic)).toBe('Niagara-On-The-Lake मा हुने नयाँ कार्यक्रम')
    expect(cityName('new york')).toBe('New York')
  })

  it('keys a city as the SQL that matches events does: before the first comma, any case and spacing', () => {
    expect(cityKey(cityOf('  Toronto ,  Canada'))).toBe('toronto')
    expect(cityKey('New   York')).toBe('new york')
    expect(CITY_KEY_SQL('e.location')).toBe("lower(regexp_replace(btrim(split_part(e.location, ',', 1)), '\\s+', ' ', 'g'))")
  })
})

describe('a sign-up', () => {
  it('takes an address and at most one of an artist and a city', () => {
    expect(alertSignUpSchema.parse({ email: ' fan@example.com ', artist: null, city: null })).toEqual({ email: 'fan@example.com' })
    expect(alertSignUpSchema.parse({ email: 'fan@example.com', city: ' Toronto ' })).toEqual({ email: 'fan@example.com', city: 'Toronto' })
    const both = alertSignUpSchema.safeParse({ email: 'fan@example.com', artist: 2, city: 'Toronto' })
    expect(both.success).toBe(false)
    expect(both.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['city', 'Ask for an artist or a city, not both']])
    for (const body of [
      { email: 'no' },
      { email: 'fan@example.com', artist: 1.5 },
      { email: 'fan@example.com', artist: 0 },
      { email: 'fan@example.com', city: '' },
    ]) {
      expect(alertSignUpSchema.safeParse(body).success, JSON.stringify(body)).toBe(false)
    }
  })
})

describe('the alert mails', () => {
  it('carry one-click unsubscribing, the preferences link and who sends them, in every mail', () => {
    for (const mail of [
      alertConfirmationMail('fan@example.com', 'en', 'all our new events', 'https://site.example/alerts?confirm=2.x', links, sender),
      alertMail(
        'fan@example.com',
        'en',
        [{ title: 'Night', when: 'May 3', place: 'Hall', page: 'https://site.example/events/4' }],
        0,
        ['all our new events'],
        'https://site.example/events',
        links,
        sender,
      ),
    ]) {
      expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
      expect(mail.text).toContain(`Unsubscribe: ${links.unsubscribe}`)
      expect(mail.text).toContain(`Change or stop your alerts: ${links.manage}`)
      expect(mail.text).toContain('Sent by Himalayan Beats, Durbar Marg, Kathmandu. Contact: hello@himalayanbeats.example.')
      expect(mail.html).toContain('<html lang="en">')
    }
  })

  it('names one event in the subject, or counts several (in Nepali digits in Nepali), and says how many more are on the site', () => {
    const event = (title: string) => ({ title, when: 'When', place: 'Where', page: 'https://site.example/events/1' })
    expect(alertMail('a@example.com', 'en', [event('Solo <b>Night</b>')], 0, [], 'https://site.example/events', links, sender).subject).toBe(
      'New event: Solo <b>Night</b>',
    )
    const many = alertMail('a@example.com', 'en', [event('One'), event('Two')], 3, [], 'https://site.example/events', links, sender)
    expect(many.subject).toBe('5 new events from Himalayan Beats')
    expect(many.text).toContain('And 3 more on our site.')
    expect(alertMail('a@example.com', 'ne', [event('One'), event('Two')], 10, [], 'https://site.example/ne/events', links, sender).subject).toBe(
      'Himalayan Beats का १२ नयाँ कार्यक्रम',
    )
  })

  it('escapes what staff wrote in the HTML', () => {
    const mail = alertMail(
      'a@example.com',
      'en',
      [{ title: '<script>x</script>', when: 'W', place: '"Hall" & co', page: 'https://site.example/events/1' }],
      0,
      [],
      'https://site.example/events',
      links,
      sender,
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(mail.html).toContain('&quot;Hall&quot; &amp; co')
  })
})
