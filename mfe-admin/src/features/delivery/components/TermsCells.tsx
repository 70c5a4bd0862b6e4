import type { TermsDraft } from '../utils/tableDraft';

export interface TermsCellsProps {
  /** Names each cell's input for screen readers, e.g. "Row 2" or "Rest of India". */
  name: string;
  terms: TermsDraft;
  onChange: (change: Partial<TermsDraft>) => void;
  /** The id of the row's problems, when it has any. */
  problemsId?: string;
}

/** A row's terms as table cells: deliverable, days, freight and free above (₹), assembly, COD and its cap (₹). */
export function TermsCells({ name, terms, onChange, problemsId }: TermsCellsProps) {
  const text = (field: keyof TermsDraft, label: string, className = 'adm-delivery__money') => (
    <input
      type="text"
      inputMode="decimal"
      className={className}
      aria-label={`${name} ${label}`}
      aria-invalid={problemsId ? true : undefined}
      aria-describedby={problemsId}
      value={terms[field] as string}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );
  const check = (field: 'deliverable' | 'assemblyOffered' | 'codAllowed', label: string) => (
    <input
      type="checkbox"
      aria-label={`${name} ${label}`}
      checked={terms[field]}
      onChange={(event) => onChange({ [field]: event.target.checked })}
    />
  );
  return (
    <>
      <td>{check('deliverable', 'deliverable')}</td>
      <td className="adm-delivery__days">
        {text('minDays', 'days from', 'adm-delivery__day')}
        <span aria-hidden="true">–</span>
        {text('maxDays', 'days to', 'adm-delivery__day')}
      </td>
      <td>{text('freight', 'freight in rupees')}</td>
      <td>{text('freeAbove', 'free above in rupees')}</td>
      <td>{check('assemblyOffered', 'assembly offered')}</td>
      <td>{text('assembly', 'assembly price in rupees')}</td>
      <td>{check('codAllowed', 'cash on delivery')}</td>
      <td>{text('codCap', 'cash on delivery cap in rupees')}</td>
    </>
  );
}
