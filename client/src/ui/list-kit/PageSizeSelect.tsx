import { PAGE_SIZE_OPTIONS } from '@contract/catalogues/hiring';
import { FilterSelect } from './FilterSelect';

const options = PAGE_SIZE_OPTIONS.map((size) => ({ value: String(size), label: String(size) }));

type PageSizeSelectProps = { value: number; onChange: (pageSize: number) => void; className?: string };

/** 'Rows per page': the spec's page sizes 5, 10, 15 and 20. */
export function PageSizeSelect({ value, onChange, className = 'w-36' }: PageSizeSelectProps) {
  return (
    <FilterSelect
      label="Rows per page"
      options={options}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      className={className}
    />
  );
}
