/** Customers, machines, meters and service plans (docs/workshop.md). Gathered into `messages` by `shared/messages.ts`. */
export const workshopMessages = {
  // Customers, machines and meters (docs/workshop.md)
  customerNameRequired: 'Ange kundens namn.',
  customerNotFound: 'Kunden hittades inte.',
  customerNumberTaken: 'Kundnumret används redan.',
  customerNumberInvalid: 'Kundnumret får vara högst 30 tecken.',
  customerInUse: 'Kunden har maskiner, arbetsordrar eller fakturor och kan inte tas bort.',
  orgOrPersonalNumberInvalid: 'Organisations- eller personnumret är ogiltigt.',
  phoneInvalid: 'Telefonnumret får innehålla siffror, mellanslag, +, - och parenteser.',
  phoneNumberInvalid:
    'Ange ett telefonnummer med riktnummer (070-123 45 67) eller landsnummer (+47 912 34 567), 7–15 siffror.',
  smsNeedsMobile:
    'SMS kan bara skickas till ett mobilnummer, inte till en fast telefon. Ange ett mobilnummer, till exempel 070-123 45 67.',
  // Messages to the customer (QUOTES.md decision 8)
  messageSettingsInvalid: 'Ange för varje händelse om kunden får mejl och sms.',
  messageChannelInvalid: 'Välj ja eller nej för mejl och sms.',
  customerHasNoEmail: 'Inget mejl: kunden har ingen e-postadress.',
  customerHasNoPhone: 'Inget sms: kunden har inget telefonnummer.',
  smsNotAvailable: 'Den här servern skickar inte sms (SMS_URL är inte inställt). Slå bara på mejl.',
  machineNotFound: 'Maskinen hittades inte.',
  makeRequired: 'Ange märke.',
  machineCategoryRequired: 'Välj en fordonskategori ur listan.',
  customerRequired: 'Välj kund.',
  registrationInvalid:
    'Registreringsnumret ska vara tre bokstäver, två siffror och en bokstav eller siffra (ABC123, ABC12D).',
  serialInvalid: 'Serienumret får innehålla bokstäver, siffror och bindestreck (högst 40 tecken).',
  serialTaken: 'Serienumret används redan av en annan maskin.',
  registrationTaken: 'Registreringsnumret används redan av en annan maskin.',
  yearInvalid: (latest: number) => `Årsmodellen ska vara mellan 1950 och ${latest}.`,
  meterUnitInvalid: 'Mätarenheten ska vara h eller km.',
  machineInUse: 'Maskinen har arbetsordrar och kan inte tas bort.',
  readingInvalid: 'Ange en mätarställning mellan 0 och 9 999 999 med högst en decimal.',
  readingTooLow: (earlier: string, date: string) =>
    `Mätarställningen kan inte gå bakåt: den ${date} visade mätaren redan ${earlier}.`,
  readingTooHigh: (later: string, date: string) =>
    `Mätarställningen kan inte vara högre än en senare avläsning: ${later} den ${date}.`,
  readingInFuture: 'Avläsningen kan inte vara daterad i framtiden.',
  readingNotFound: 'Avläsningen hittades inte.',
  readingOfWorkOrder: 'Avläsningen hör till en arbetsorder. Ändra den på arbetsordern.',
  meterReadingNeedsMachine: 'Välj maskin för att ange mätarställning.',
  confirmJumpInvalid: 'confirmJump ska vara true eller false.',
  meterJump: (value: string, previous: string, date: string) =>
    `${value} är mer än 24 timmar per dygn över förra avläsningen, ${previous} den ${date}. Stämmer mätarställningen?`,
  // Service plans (docs/workshop.md)
  intervalNameRequired: 'Ange intervallets namn, till exempel Service 500 h.',
  everyMeterInvalid: (max: number) =>
    `Ange intervallet i timmar eller km som ett heltal mellan 1 och ${max.toLocaleString('sv-SE')}.`,
  everyMonthsInvalid: (max: number) => `Ange intervallet i månader som ett heltal mellan 1 och ${max}.`,
  intervalEveryRequired: 'Ange ett intervall i timmar/km, i månader eller båda.',
  intervalNotFound: 'Serviceintervallet hittades inte.',
  lastDoneInFuture: 'Senast utförd kan inte vara i framtiden.',
  intervalsNeedMachine: 'Välj maskin för att ange vilken service som utförs.',
  intervalNotOnMachine: 'Serviceintervallet hör inte till den valda maskinen.',
  withinInvalid: (max: number) => `Ange antal dagar mellan 0 och ${max}.`,
} as const;
