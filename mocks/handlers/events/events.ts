// Events (upcoming and booked) and CPD awards of the caller's own member number.
import { endpoints, PLACEHOLDER_MEMBER_NO } from '#contract';
import { notFound } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import { callerOf } from '../member/common';

const e = endpoints.membership;

export const eventRoutes: MockRoute[] = [
  route(e.upcomingEvents, ({ db, simulation }) => {
    const today = simulation.today();
    return {
      data: db.events.findMany((q) => q.where({ startDate: (d) => d >= today }), { orderBy: [{ startDate: 'asc' }, { no: 'asc' }] }),
    };
  }),

  route(e.bookedEvents, ({ db, user }) => {
    const me = callerOf(db, user);
    const bookings = db.bookings.findMany((q) => q.where({ profileID: me.profileId }), { orderBy: { bookingNo: 'desc' } });
    return { data: bookings.map(({ profileID: _p, ...b }) => b) };
  }),

  route(e.cpdAwards, ({ db, user, query }) => {
    const me = callerOf(db, user);
    const memberNo = query.memberNo.trim();
    if (memberNo === PLACEHOLDER_MEMBER_NO && !me.memberNo) return { data: [] };
    // Only the caller's own awards: another member number is "not found", never data.
    if (!me.memberNo || memberNo.toUpperCase() !== me.memberNo.toUpperCase()) throw notFound('Not found.');
    const awards = db.cpdAwards.findMany((q) => q.where({ profileID: me.profileId }), {
      orderBy: [{ eventDate: 'desc' }, { eventCode: 'asc' }],
    });
    return { data: awards.map(({ profileID: _p, ...a }) => a) };
  }),
];
