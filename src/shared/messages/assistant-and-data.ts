/** The assistant (ASSISTANT.md), backups, export and one customer's data (DATA.md). Gathered into `messages` by `shared/messages.ts`. */
export const assistantAndDataMessages = {
  // The assistant (ASSISTANT.md)
  findingNotFound: 'Fyndet finns inte (längre) i Fakturakontroll.',
  assistantEnabledInvalid: 'Ange om AI-utkast ska vara på (true) eller av (false).',
  aiNotAvailable:
    'Servern har ingen språkmodell ansluten. Den som driftar Verkstan kan ansluta en (AI_BASE_URL i driftdokumentationen).',
  draftsOff:
    'AI-utkast är avstängda. Ägaren kan slå på dem under Inställningar → AI-utkast när servern har en språkmodell.',
  draftKindInvalid: 'Välj vilket slags utkast: work-summary, work-order eller machine-summary.',
  draftNeedsWorkOrder: 'Ange vilken arbetsorder utkastet gäller.',
  draftNeedsMachine: 'Ange vilken maskin utkastet gäller.',
  draftNeedsText: 'Skriv vad kunden sa, så föreslår AI:n en arbetsorder.',
  modelUnavailable: 'Språkmodellen svarade inte. Försök igen om en stund, eller skriv texten själv.',
  modelAnswerInvalid: 'Språkmodellen gav ett svar som inte gick att använda. Försök igen, eller skriv texten själv.',
  modelAnswerTooLarge: 'Språkmodellens svar var större än 1 MB och lästes inte. Försök igen, eller skriv texten själv.',
  // Backups, export and one customer's data (DATA.md)
  backupsOnServer:
    'Säkerhetskopiorna sköts av PostgreSQL-servern (pg_dump eller kontinuerlig arkivering), inte av Verkstan.',
  backupNotFound: 'Säkerhetskopian finns inte (längre) i mappen.',
  backupsAdministratorOnly:
    'Bara installationens administratör (ägaren av den först registrerade verkstaden) kan se och göra säkerhetskopior.',
  backupFailed: (reason: string) => `Säkerhetskopian kunde inte göras: ${reason}`,
  customerErased:
    'Kundens personuppgifter är raderade. Utfärdade fakturor behåller uppgifterna de skickades med, eftersom bokföringslagen kräver att de sparas i sju år.',
  erasedCustomerName: 'Borttagen kund',
  exportUnderWay: 'En export av verkstaden pågår redan. Vänta tills den är klar och försök sedan igen.',
} as const;
