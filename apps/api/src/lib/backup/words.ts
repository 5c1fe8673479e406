/** French figures for the commands' messages: « 48,2 Mo », « 1,4 s ». */
export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} Mo`;
export const secondsText = (s: number) => `${s.toFixed(1).replace('.', ',')} s`;

/** Why the backup commands do not apply to an external PostgreSQL, and what to use instead. */
export const externalDatabaseMessage = (command: string) =>
  `${command} copie le PostgreSQL embarqué du dossier de données ; avec DATABASE_URL (PostgreSQL externe), utilisez la ` +
  'restauration à un instant donné de votre hébergeur, ou pg_dump/pg_restore de la version majeure de votre serveur (docs/operations.md).';
