import { Checkbox } from '../../ui/Checkbox';

/** The marketing-email opt-in, the same in account details and email preferences. */
export function MarketingCheckbox({
  isSelected,
  onChange,
}: {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
}) {
  return (
    <Checkbox name="acceptsMarketing" isSelected={isSelected} onChange={onChange}>
      Send me offers and news by email
    </Checkbox>
  );
}
