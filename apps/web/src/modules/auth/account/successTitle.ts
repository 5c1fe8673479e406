/** A green notice's title in the text colour: Mantine's green on its light green background is 3.8:1 (axe wants 4.5). */
export const successTitle = { title: { color: 'var(--mantine-color-text)' } };
