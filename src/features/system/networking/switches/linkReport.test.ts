import { describe, expect, it } from 'vitest'
import { fecLabel, reportSections, speedLabel, summarize } from './linkReport'

// a report as the client hands it over: the daemon's keys camel-cased
const upReport = {
  link: { linkState: 'Up', enabled: true, speed: 'Speed100G', fec: 'RS', autoneg: false, fsmState: 'LinkUp' },
  monitors: { temperature: 38.5, receiverPower: [{ average: 0.81 }, { average: 0.78 }], auxMonitors: null },
}

describe('a port’s link report', () => {
  it('sums the link up as its state, speed, FEC and autonegotiation', () => {
    expect(summarize(upReport)).toEqual({ state: 'up', speed: '100 Gbit/s', fec: 'Reed-Solomon (RS)', autoneg: false })
    expect(summarize({ link: { linkState: 'Down', enabled: true } }).state).toBe('down')
    // an unconfigured port's link is off, whatever its state field says
    expect(summarize({ link: { linkState: 'Down', enabled: false } }).state).toBe('disabled')
    // free-form: anything else is not guessed at
    expect(summarize(null)).toEqual({ state: 'unknown' })
    expect(summarize({ link: 'Up' })).toEqual({ state: 'unknown' })
  })

  it('names speeds and FEC modes both as the API and as the switch daemon spell them', () => {
    expect(speedLabel('speed25_g')).toBe('25 Gbit/s')
    expect(speedLabel('Speed400G')).toBe('400 Gbit/s')
    expect(fecLabel('firecode')).toBe('Firecode')
    expect(fecLabel(null)).toBe('Media default')
  })

  it('lays the whole report out by section, with labels and units, lanes joined', () => {
    const [link, transceiver] = reportSections(upReport)
    expect(link.title).toBe('Link')
    expect(link.rows).toContainEqual(['Link state machine', 'LinkUp'])
    expect(link.rows).toContainEqual(['Autonegotiation', 'No'])
    expect(transceiver.title).toBe('Transceiver')
    expect(transceiver.rows).toEqual([
      ['Temperature', '38.5 °C'],
      ['Received power per lane', '0.81, 0.78 mW'],
      ['Other monitors', '—'],
    ])
    // no transceiver in the cage: the section says so
    expect(reportSections({ monitors: null })).toEqual([
      { title: 'Transceiver', rows: [['Transceiver', 'None reported']] },
    ])
  })
})
