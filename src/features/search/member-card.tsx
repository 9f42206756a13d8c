// A member's public card: the register's public fields only (spec 1 §3 member search profile), the work
// contact's phone and e-mail masked by the server (§9). The places of work show while the site's showWorkPlace
// setting is on (its default; spec 1 §3 names the setting, we read it as this card's switch).
import type { ReactNode } from 'react';
import type { PublicMemberCard } from '#contract';
import { formatDate } from '#contract/medium-date.ts';
import { useSite } from '#kernel/portal/site-context.tsx';
import { fullName } from './member-name';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-sm font-medium text-slate-600 sm:w-48 sm:shrink-0">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

const box = 'flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

export function MemberCard({ card, titleId }: { card: PublicMemberCard; titleId: string }) {
  const { minor } = useSite();
  const place = [card.City, card.County].filter(Boolean).join(', ');
  const contact = card.contactsEntity;
  return (
    <>
      <div className={box} data-testid="member-card">
        <h1 id={titleId} className="text-2xl font-semibold text-slate-900">
          {fullName(card)}
        </h1>
        <p className={card.InGoodStanding ? 'font-medium text-green-800' : 'font-medium text-amber-800'}>
          {card.InGoodStanding ? 'In good standing' : 'Not in good standing'}
        </p>
        <dl className="flex flex-col gap-2">
          <Detail term="Member No">{card.MemberNo}</Detail>
          <Detail term="Category">{card.categoryDescription}</Detail>
          {card.memberInformation.map((m) => (
            <Detail key={m.No} term={`Membership ${m.No}`}>
              {m.Status}
              {formatDate(m.Registration_Date) ? `, registered ${formatDate(m.Registration_Date)}` : ''}
            </Detail>
          ))}
          {card.Gender ? <Detail term="Gender">{card.Gender}</Detail> : null}
          {card.Discipline ? <Detail term="Discipline">{card.Discipline}</Detail> : null}
          <Detail term="Specialisation">{card.specialization.map((s) => s.Description).join(', ') || '—'}</Detail>
          {place ? <Detail term="Location">{place}</Detail> : null}
        </dl>
      </div>
      {contact ? (
        <section aria-labelledby="card-contact" className={box}>
          <h2 id="card-contact" className="text-lg font-semibold text-slate-900">
            Work contact
          </h2>
          <dl className="flex flex-col gap-2">
            {contact.Address ? <Detail term="Address">{contact.Address}</Detail> : null}
            {contact.PhoneNo ? <Detail term="Phone (masked)">{contact.PhoneNo}</Detail> : null}
            {contact.Email ? <Detail term="E-mail (masked)">{contact.Email}</Detail> : null}
          </dl>
        </section>
      ) : null}
      {minor.showWorkPlace && card.workexp.length > 0 ? (
        <section aria-labelledby="card-work" className={box}>
          <h2 id="card-work" className="text-lg font-semibold text-slate-900">
            Places of work
          </h2>
          <ul className="flex flex-col gap-2">
            {card.workexp.map((w) => (
              <li key={`${w.PlaceOfWork}-${w.StartDate}`} className="text-slate-900">
                <span className="font-medium">{w.Designation}</span>, {w.PlaceOfWork}
                <span className="block text-sm text-slate-600">
                  {formatDate(w.StartDate)} – {w.Current ? 'present' : formatDate(w.EndDate)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
