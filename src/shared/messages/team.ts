/** The team, time, rates and the staff ledger (docs/team.md). Gathered into `messages` by `shared/messages.ts`. */
export const teamMessages = {
  // The team (docs/team.md)
  roleInvalid: 'Välj en roll: Ägare, Kontor eller Mekaniker.',
  invitationEmailTaken: 'Det finns redan ett konto eller en öppen inbjudan för den e-postadressen.',
  invitationNotFound: 'Inbjudan finns inte, har redan använts eller har gått ut.',
  memberNotFound: 'Medarbetaren hittades inte.',
  lastOwner: 'Verkstaden måste ha minst en ägare. Gör någon annan till ägare först.',
  resetLinkInvalid: 'Länken för att återställa lösenordet är ogiltig, har redan använts eller har gått ut.',
  resetRequested:
    'Om adressen har ett konto i Verkstan har vi skickat en länk för att välja nytt lösenord. Titta i inkorgen (och skräpposten).',
  tooManyResets: 'För många försök. Vänta en minut och försök igen.',
  mailDailyLimit: (limit: number, newDays: number | null) =>
    newDays === null
      ? `En verkstad kan skicka högst ${limit} mejl per dag, och dagens är använda. Försök igen i morgon.`
      : `En ny verkstad kan skicka högst ${limit} mejl per dag under sina första ${newDays} dagar, och dagens är använda. Försök igen i morgon.`,
  assigneesInvalid: 'Tilldela bara medarbetare i verkstaden.',
  auditEntityInvalid: 'Ange vad händelserna gäller: arbetsorder, faktura eller medarbetare.',
  // Time and rates (docs/team.md 7–8)
  rateNameRequired: 'Ange ett namn på priset, till exempel Verkstadstimme.',
  rateUnitInvalid: 'Välj enhet: per timme (h) eller per kilometer (km).',
  ratePriceInvalid: 'Ange priset i kronor exklusive moms, 0–10 000 000 med högst två decimaler.',
  rateNotFound: 'Priset hittades inte.',
  rateInUse: 'Priset används av registrerad tid och kan inte tas bort.',
  defaultRateNeeded: 'Verkstaden måste ha ett förvalt timpris. Gör ett annat timpris förvalt först.',
  defaultRateHourly: 'Bara ett timpris (enhet h) kan vara förvalt.',
  hoursInvalid: 'Ange timmar i kvartar (0,25, 0,5, 0,75 …), högst 24.',
  kilometresInvalid: 'Ange kilometer med högst en decimal, högst 10 000.',
  hoursOrKilometres: 'Ange antingen timmar eller kilometer.',
  hoursNeedHourlyRate: 'Timmar registreras på ett timpris; kilometer på ett kilometerpris.',
  timeEntryNotFound: 'Tidsposten hittades inte.',
  timeEntryInvoiced: 'Tidsposten är fakturerad och kan inte ändras. Kreditera fakturan först.',
  noTimerRunning: 'Ingen timer är igång.',
  timerStillRunning: 'Timern går fortfarande. Stoppa den innan du ändrar tiden.',
  timerStartedAfterStop:
    'Timern som går startades efter tiden för stoppet. Den har stoppats och startats igen, kanske på en annan enhet.',
  // The staff ledger and the time report (docs/team.md 10–11)
  personalNumberInvalid: 'Ange ett giltigt personnummer, ÅÅMMDD-NNNN eller ÅÅÅÅMMDD-NNNN.',
  personalNumberNeeded: 'Personalliggaren kräver ditt personnummer. Ange det i din profil och stämpla in igen.',
  memberPersonalNumberNeeded: 'Personalliggaren kräver personnummer. Ange medarbetarens personnummer under Team först.',
  ledgerNameRequired: 'Ange personens namn.',
  ledgerWhoAmbiguous: 'Ange antingen en medarbetare eller namn och personnummer, inte båda.',
  alreadyCheckedIn: 'Personen är redan instämplad. Stämpla ut först.',
  personalNumberCheckedIn:
    'Någon med samma personnummer är redan instämplad. Ett personnummer kan vara instämplat en gång i taget: stämpla ut först eller kontrollera numret.',
  notCheckedIn: 'Personen är inte instämplad.',
  ledgerEntryNotFound: 'Passet hittades inte i personalliggaren.',
  ledgerTimeInvalid: 'Ange tiden som datum och klockslag.',
  ledgerReasonRequired: 'Ange varför tiden rättas.',
  ledgerCorrectionEmpty: 'Ange en ny tid för instämplingen, utstämplingen eller båda.',
  ledgerTimeInFuture: 'Tiden kan inte ligga i framtiden.',
  ledgerCheckOutBeforeCheckIn: 'Utstämplingen måste vara efter instämplingen.',
  ledgerTimeTooFar: (days: number) =>
    `En rättad tid måste ligga inom ${days} dagar från den registrerade instämplingen.`,
} as const;
