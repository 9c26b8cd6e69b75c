// The calendar file (RFC 5545) a tour request's email to the agent carries: the requested slot as a
// time range on the agent's clock (AGENT_TIME_ZONE), which one tap adds to the agent's calendar.
// ical-generator writes it, with that zone's VTIMEZONE from @touch4it/ical-timezones; @date-fns/tz
// gives it the slot's instants as the agent's clocks show them (a plain Date would be read in the
// server's own zone).
// Only submit-lead and send-guide-email import this module, so the other functions need none of it.
import { TZDate } from '@date-fns/tz';
import { TOUR_TYPE_OPTIONS, tourSlot, type TourTime } from '@agent-sites/schemas';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { LeadConfig } from './config.ts';
import { homeOf, type LeadForEmail, leadUrl, visitorName } from './lead-emails.ts';
import type { MailAttachment } from './mail.ts';

export const TOUR_CALENDAR_FILENAME = 'tour-request.ics';

/**
 * The tour's slot as a calendar event, or `undefined` for a lead that is not a tour. Its UID is
 * the lead's, so a resent email, or a second import of the file, updates the same event.
 */
export function tourCalendar(lead: LeadForEmail, config: LeadConfig): MailAttachment | undefined {
  const { tourDay, tourTime, tourType } = lead.fields;
  if (lead.kind !== 'tour' || typeof tourDay !== 'string' || typeof tourTime !== 'string') return undefined;
  const { timeZone } = config.agent;
  const slot = tourSlot(tourDay, tourTime as TourTime, timeZone);
  const home = homeOf(lead);
  const byVideo = tourType === 'video';
  const name = visitorName(lead.fields);
  const contact = [lead.fields.phone, lead.fields.email].filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  const calendar = ical({
    prodId: { company: new URL(config.siteUrl).hostname || 'localhost', product: 'tour-requests' },
    method: ICalCalendarMethod.PUBLISH,
    // VTIMEZONE blocks for the zones the events use; DTSTAMP stays in UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `tour-${lead.id}@${new URL(config.siteUrl).hostname || 'localhost'}`,
    stamp: lead.createdAt,
    start: new TZDate(slot.start, timeZone),
    end: new TZDate(slot.end, timeZone),
    timezone: timeZone,
    // Asked for, not yet agreed: the agent confirms it by phone.
    status: ICalEventStatus.TENTATIVE,
    summary: `Tour${byVideo ? ' by video' : ''}: ${home?.address ?? 'a home'} (${name})`,
    location: byVideo ? 'Video call' : (home?.address ?? null),
    description: [
      `Requested by ${name}${contact.length ? `, ${contact.join(', ')}` : ''}.`,
      `${TOUR_TYPE_OPTIONS.find((option) => option.value === tourType)?.label ?? 'In person'}; call to confirm.`,
      `The request: ${leadUrl(lead, config)}`,
    ].join('\n'),
    url: leadUrl(lead, config),
  });
  return {
    filename: TOUR_CALENDAR_FILENAME,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendar.toString(),
  };
}
