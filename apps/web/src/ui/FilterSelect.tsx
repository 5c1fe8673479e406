import { Select, type SelectProps } from '@mantine/core';

type Option = { value: string; label: string };

/**
 * A list's filter: clearable, and as wide as its longest choice or placeholder, so that none is cut
 * ("Toutes les étiquettes"); never wider than the toolbar on a phone.
 */
export const FilterSelect = ({ data, placeholder, ...props }: Omit<SelectProps, 'data'> & { data: Option[] }) => {
  const longest = Math.max(placeholder?.length ?? 0, ...data.map((o) => o.label.length));
  // 1ch per character (Inter's letters are narrower than its digits) + the clear button and the chevron
  return <Select clearable placeholder={placeholder} data={data} w={`calc(${longest}ch + 64px)`} maw="100%" {...props} />;
};
