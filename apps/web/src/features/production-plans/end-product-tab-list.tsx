import { Tabs } from '@mantine/core';
import { END_PRODUCT_LABELS, type EndProductType } from '@portal/domain';

/** One tab a plan's end product (Grain, Silage, …), for the delivery months of each. */
export function EndProductTabList({ types }: { types: readonly EndProductType[] }) {
  return (
    <Tabs.List>
      {types.map((type) => (
        <Tabs.Tab key={type} value={type}>
          {END_PRODUCT_LABELS[type]}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
